import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMemberBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const contactInfo = {
  phone: "(615) 555-0142",
  email: "info@example.org",
  address: ["Nashville Sites", "PO Box 1", "Nashville, TN 37202"],
};

describe.each(testEngines)(
  "About Us, featured tours and social links admin API on %s",
  (engine) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine);
    });
    afterAll(() => t.close());

    it("rejects anonymous calls", async () => {
      for (const url of ["/content/about-us", "/content/staff", "/featuredTours", "/socialLinks"]) {
        expect(
          (await t.app.inject({ method: "POST", url: `/dashboard/api${url}`, payload: {} }))
            .statusCode,
          url,
        ).toBe(401);
      }
    });

    it("saves contact info and the curriculum team", async () => {
      const res = await t.admin("POST", "/content/about-us", {
        contactInfo,
        curriculumTeam: [{ titleLine: "Dr. A. Teacher, Curriculum Lead" }],
      });
      expect(res.statusCode).toBe(200);
      const publicView = (await t.app.inject({ url: "/api/content/about-us" })).json();
      expect(publicView).toMatchObject({
        contactInfo,
        curriculumTeam: [{ titleLine: "Dr. A. Teacher, Curriculum Lead" }],
      });
      const bad = await t.admin("POST", "/content/about-us", {
        contactInfo: { ...contactInfo, address: ["one line"], email: "x" },
        curriculumTeam: [{}],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toEqual(
        expect.arrayContaining([
          "contactInfo.email",
          "contactInfo.address",
          "curriculumTeam.0.titleLine",
        ]),
      );
    });

    it("adds, updates and deletes staff, sorted by sortOrder, with a sanitized bio", async () => {
      const second = (
        await t.admin(
          "POST",
          "/content/staff",
          staffMemberBody({ sortOrder: 2, titleLine: "B, Archivist" }),
        )
      ).json();
      const first = await t.admin(
        "POST",
        "/content/staff",
        staffMemberBody({
          sortOrder: 1,
          titleLine: "A, Director",
          bio: "<p>Hi<script>x</script></p>",
        }),
      );
      expect(first.statusCode).toBe(201);
      expect(first.json().bio).toBe("<p>Hi</p>");
      const staff = (await t.app.inject({ url: "/api/content/about-us" })).json().staff;
      expect(staff.map((s: { titleLine: string }) => s.titleLine)).toEqual([
        "A, Director",
        "B, Archivist",
      ]);
      const updated = await t.admin("POST", `/content/staff/${second.id}`, {
        ...staffMemberBody(),
        titleLine: "B, Senior Archivist",
        version: second.version,
      });
      expect(updated.json()).toMatchObject({ titleLine: "B, Senior Archivist", version: 2 });
      expect((await t.admin("DELETE", `/content/staff/${second.id}`)).statusCode).toBe(204);
      expect((await t.admin("DELETE", `/content/staff/${second.id}`)).statusCode).toBe(404);
    });

    it("wants a staff photo to be described", async () => {
      const res = await t.admin(
        "POST",
        "/content/staff",
        staffMemberBody({ image: { src: "headshots/x.jpg", alt: "" } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: "image.alt", message: "Describe the photo for visitors who cannot see it" },
      ]);
    });

    it("sets featured tours in order and refuses unknown ids", async () => {
      const a = await t.services.tours.create(tourBody());
      const b = await t.services.tours.create(tourBody());
      const res = await t.admin("POST", "/featuredTours", { featuredTours: [b.id, a.id] });
      expect(res.json()).toEqual({ featuredTours: [b.id, a.id], version: 1 });
      const listed = await t.admin("GET", "/featuredTours");
      expect(listed.json()).toEqual([b.id, a.id]);
      expect(listed.headers.etag).toBe('"1"');
      const bad = await t.admin("POST", "/featuredTours", { featuredTours: [a.id, "ghost"] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues).toEqual([
        { path: "featuredTours.1", message: "No tour with this id" },
      ]);
    });

    it("refuses a stale version of About Us, featured tours or social links, changing nothing", async () => {
      const links = { facebook: "", twitter: "", instagram: "", tiktok: "" };
      const first = (await t.admin("GET", "/socialLinks")).json();
      await t.admin("POST", "/socialLinks", {
        ...links,
        facebook: "https://facebook.com/a",
        version: first.version,
      });
      const stale = await t.admin("POST", "/socialLinks", {
        ...links,
        facebook: "https://facebook.com/b",
        version: first.version,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe("stale_version");
      expect((await t.services.settings.socialLinks()).facebook).toBe("https://facebook.com/a");

      const about = (await t.admin("GET", "/content/about-us")).json();
      await t.admin("POST", "/content/about-us", {
        contactInfo,
        curriculumTeam: [],
        version: about.version,
      });
      const staleAbout = await t.admin("POST", "/content/about-us", {
        contactInfo: { ...contactInfo, phone: "lost" },
        curriculumTeam: [],
        version: about.version,
      });
      expect(staleAbout.statusCode).toBe(409);
      expect(staleAbout.json().error.code).toBe("stale_version");
      expect((await t.services.content.aboutUs()).contactInfo.phone).toBe(contactInfo.phone);

      const tour = await t.services.tours.create(tourBody());
      const featured = await t.services.settings.featuredWithVersion();
      await t.admin("POST", "/featuredTours", { featuredTours: [], version: featured.version });
      const staleFeatured = await t.admin("POST", "/featuredTours", {
        featuredTours: [tour.id],
        version: featured.version,
      });
      expect(staleFeatured.statusCode).toBe(409);
      expect(staleFeatured.json().error.code).toBe("stale_version");
      expect(await t.services.settings.featuredTours()).toEqual([]);
    });

    it("saves social links, allowing empty ones and refusing non-web addresses", async () => {
      const links = {
        facebook: "https://facebook.com/nashvillesites",
        twitter: "",
        instagram: "https://instagram.com/nashvillesites",
        tiktok: "",
      };
      const saved = (await t.admin("POST", "/socialLinks", links)).json();
      expect(saved).toEqual({ ...links, version: expect.any(Number) });
      expect((await t.app.inject({ url: "/api/socialLinks" })).json()).toEqual(saved);
      const bad = await t.admin("POST", "/socialLinks", {
        ...links,
        twitter: "javascript:alert(1)",
      });
      expect(bad.statusCode).toBe(400);
    });
  },
);
