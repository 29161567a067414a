/** Every kind of public page, at an address taken from the demo content (for page-wide audits). */
import type { APIRequestContext } from "@playwright/test";
import type { ApiTour, ApiStop, ApiRecord } from "./demo-api.js";

export interface PublicPage {
  name: string;
  path: string;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(path)).json()) as T;
}

export async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  // Other specs add short-lived tours of their own, all with slugs starting "e2e-".
  const tours = (await json<ApiTour[]>(request, "/api/tours")).filter(
    (t) => !t.slug.startsWith("e2e-") && t.stopIds.length >= 2,
  );
  const tour = tours[0];
  if (!tour) throw new Error("The demo content has no tour of two stops");
  const stops = await json<ApiStop[]>(request, `/api/tours/${tour.id}/stops`);
  const records = await json<ApiRecord[]>(request, "/api/records");
  const single = records.find((r) => r.Tours.length === 1);
  const several = records.find((r) => r.Tours.length > 1);
  const keyword = (await json<string[]>(request, "/api/keywords"))[0] ?? "music";
  if (!single || !several || stops.length < 2) throw new Error("Demo content is missing records");
  const landing = "/landing/walking-tours";
  const picked = `tour=${tour.slug}&record=${several.id}`;
  return [
    { name: "home", path: "/" },
    { name: "tours", path: "/tours" },
    { name: "tours in a category", path: `/tours?cat=${encodeURIComponent("Driving Tours")}` },
    { name: "records", path: "/records" },
    { name: "a record", path: `/records/${several.slug}` },
    { name: "search results", path: `/search?keyword=${encodeURIComponent(keyword)}` },
    { name: "about us", path: "/about-us" },
    { name: "faq", path: "/faq" },
    { name: "sponsors", path: "/our-sponsors" },
    { name: "lesson plans", path: "/lesson-plans" },
    { name: "lesson plans 4-8", path: "/lesson-plans/grades-4-8-lesson-plans" },
    { name: "tour intro", path: `/tours/${tour.slug}` },
    { name: "stop in person", path: `/tours/${tour.slug}/${stops[0]!.slug}` },
    { name: "virtual stop", path: `/tours/${tour.slug}/v/${stops[1]!.slug}` },
    { name: "outro", path: `/tours/${tour.slug}/outro` },
    { name: "landing welcome", path: `${landing}/${single.slug}` },
    { name: "landing select tour", path: `${landing}/${several.id}/select-tour` },
    { name: "landing audio cue", path: `${landing}/audio-cue?${picked}` },
    { name: "landing back to start", path: `${landing}/back-to-start?${picked}` },
    { name: "landing tour intro", path: `${landing}/tours/${tour.slug}?record=${several.id}` },
    { name: "landing stop", path: `${landing}/tours/${tour.slug}/${stops[1]!.slug}` },
    { name: "saved tours", path: "/saved-tours" },
    { name: "offline", path: "/offline" },
    { name: "not found", path: "/no/such/page" },
  ];
}
