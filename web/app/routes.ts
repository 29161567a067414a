import { type RouteConfig, index, route } from "@react-router/dev/routes";
import type { TourMode } from "@tours/shared/browser";
import { ADMIN_MODULES } from "./features/admin/admin-modules";
import { pageRouteId } from "./features/admin/admin-pages";
import {
  LANDING_TOUR_LAYOUT_ID,
  TOUR_LAYOUT_ID,
  tourViewRouteId,
} from "./features/tours/tour-routes";

/** The views of one tour under a layout that holds the tour and its stops (SPEC §2 Tour screens). */
function tourViews(modes: TourMode[]) {
  return modes.flatMap((mode) => {
    const under = mode === "virtual" ? "v/" : "";
    const view = (name: "intro" | "stop" | "outro") => ({ id: tourViewRouteId(mode, name) });
    return [
      under
        ? route("v", "routes/tour-view.tsx", view("intro"))
        : index("routes/tour-view.tsx", view("intro")),
      route(`${under}outro`, "routes/tour-view.tsx", view("outro")),
      route(`${under}:stopSlug`, "routes/tour-view.tsx", view("stop")),
    ];
  });
}

/**
 * Each admin module's pages, in the list's order. Their ids start with "admin-", as the ids of
 * the shell's routes (routes/admin/) start with "routes/admin/": the admin's route modules.
 */
function adminPages() {
  return ADMIN_MODULES.flatMap((module) =>
    module.pages.map((page) =>
      route(page.path, `features/admin/${page.file}`, { id: pageRouteId(page) }),
    ),
  );
}

export default [
  index("routes/home.tsx"),
  route("tours", "routes/tours.tsx"),
  route("tours.json", "routes/tours-data.ts"),
  route("stop-details.json", "routes/stop-details.ts"),
  route(
    "tours/:tourSlug",
    "routes/tour.tsx",
    { id: TOUR_LAYOUT_ID },
    tourViews(["in-person", "virtual"]),
  ),
  route("records", "routes/records.tsx"),
  route("records.json", "routes/records-data.ts"),
  route("records/:slug", "routes/record.tsx"),
  route("search", "routes/search.tsx"),
  route("search.json", "routes/search-data.ts"),
  route("lesson-plans/:band?", "routes/lesson-plans.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("faq", "routes/faq.tsx"),
  route("our-sponsors", "routes/our-sponsors.tsx"),
  route("saved-tours", "routes/saved-tours.tsx"),
  route("offline", "routes/offline.tsx"),
  route(
    "landing/walking-tours/tours/:tourSlug",
    "routes/tour.tsx",
    { id: LANDING_TOUR_LAYOUT_ID },
    tourViews(["landing"]),
  ),
  route("landing/walking-tours/audio-cue", "routes/landing-audio-cue.tsx"),
  route("landing/walking-tours/back-to-start", "routes/landing-back-to-start.tsx"),
  route("landing/walking-tours/:recordId/select-tour", "routes/landing-select-tour.tsx"),
  route("landing/walking-tours/:recordSlug", "routes/landing-welcome.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    ...adminPages(),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
