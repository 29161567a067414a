/**
 * Parallel saves of the small site-wide documents (social links, About Us, featured tours): one
 * without `version` always lands (last write wins), so ten at once give ten 200s and ten new
 * versions; ten with the same `version` give one 200 and nine 409 `stale_version`. On both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const PARALLEL = 10;
const links = (n: number) => ({
  facebook: n ? `https://facebook.com/page${n}` : "",
  twitter: "",
  instagram: "",
  tiktok: "",
});
const aboutUs = (n: number) => ({
  contactInfo: {
    phone: `(615) 555-01${String(n).padStart(2, "0")}`,
    email: "info@example.org",
    address: ["Nashville Sites", "PO Box 1", "Nashville, TN 37202"],
  },
  curriculumTeam: [],
});

describe.each(testEngines)("parallel saves of site-wide documents on %s", (engine) => {
  let t: TestApp;
  let tourIds: string[];
  beforeAll(async () => {
    t = await createTestApp(engine);
    tourIds = [];
    for (let i = 0; i < 2; i++) {
      const body = tourBody();
      expect((await t.admin("POST", "/tours", body)).statusCode).toBe(201);
      tourIds.push(body.id);
    }
  });
  afterAll(() => t.close());

  /** Each document: its address, the nth body, and its version as its save answers it. */
  const documents = [
    { url: "/socialLinks", body: links, versionOf: (b: { version: number }) => b.version },
    { url: "/content/about-us", body: aboutUs, versionOf: (b: { version: number }) => b.version },
    {
      url: "/featuredTours",
      body: (n: number) => ({ featuredTours: n % 2 ? tourIds : [...tourIds].reverse() }),
      versionOf: (b: { version: number }) => b.version,
    },
  ];

  for (const { url, body, versionOf } of documents) {
    it(`${url}: ${PARALLEL} saves without a version all land, the last write wins`, async () => {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, n) => t.admin("POST", url, body(n))),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const versions = answers.map((res) => versionOf(res.json()));
      expect(new Set(versions).size).toBe(PARALLEL);
      const latest = Math.max(...versions);
      // Then a save with the latest version lands; one with an older version is refused.
      const current = await t.admin("POST", url, { ...body(1), version: latest });
      expect(current.statusCode, current.body).toBe(200);
      expect(versionOf(current.json())).toBe(latest + 1);
      const stale = await t.admin("POST", url, { ...body(2), version: latest });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe("stale_version");
    });

    it(`${url}: ${PARALLEL} saves over the same version: one lands, the rest are stale`, async () => {
      const first = await t.admin("POST", url, body(3));
      const version = versionOf(first.json());
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, n) => t.admin("POST", url, { ...body(n), version })),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
      for (const res of answers.filter((r) => r.statusCode === 409))
        expect(res.json().error.code).toBe("stale_version");
    });
  }

  it("a first save with version 0 lands once; a second version-0 save is stale", async () => {
    const fresh = await createTestApp(engine);
    try {
      await fresh.staffHeaders(); // signs in once, before the parallel calls

      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, n) =>
          fresh.admin("POST", "/socialLinks", { ...links(n), version: 0 }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([
        200,
        ...Array<number>(PARALLEL - 1).fill(409),
      ]);
    } finally {
      await fresh.close();
    }
  });
});
