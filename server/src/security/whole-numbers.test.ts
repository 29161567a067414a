import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  noticeBody,
  qrCodeBody,
  recordBody,
  staffMemberBody,
  stopBody,
  tourBody,
} from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

/** Past what an `integer` column holds on PostgreSQL, and the largest whole number JSON keeps. */
const HUGE = [2 ** 31, Number.MAX_SAFE_INTEGER];

describe.each(testEngines)("whole numbers past what a column holds, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("answers a save with a version no item ever had 409 stale_version, changing nothing", async () => {
    const record = recordBody();
    const tour = tourBody();
    const stop = stopBody(tour.id, record.id);
    const staff = (await t.admin("POST", "/content/staff", staffMemberBody())).json();
    const saves: [string, string, (version: number) => unknown][] = [
      ["PUT", `/records/${record.id}`, (version) => ({ ...record, version })],
      ["PUT", `/tours/${tour.id}`, (version) => ({ ...tour, version })],
      ["PUT", `/stops/${stop.id}`, (version) => ({ ...stop, version })],
      [
        "PUT",
        `/tours/${tour.id}/with-stops`,
        (version) => ({ tour: { ...tour, version }, stops: [stop] }),
      ],
      [
        "PUT",
        `/tours/${tour.id}/with-stops`,
        (version) => ({ tour: { ...tour, version: 1 }, stops: [{ ...stop, version }] }),
      ],
      ["POST", `/content/staff/${staff.id}`, (version) => ({ ...staffMemberBody(), version })],
      [
        "POST",
        "/socialLinks",
        (version) => ({ facebook: "", twitter: "", instagram: "", tiktok: "", version }),
      ],
      ["POST", "/featuredTours", (version) => ({ featuredTours: [tour.id], version })],
      [
        "POST",
        "/content/about-us",
        (version) => ({
          contactInfo: { phone: "", email: "", address: ["", "", ""] },
          curriculumTeam: [],
          version,
        }),
      ],
    ];
    const code = qrCodeBody();
    const notice = noticeBody();
    for (const [url, body] of [
      ["/records", record],
      ["/tours", tour],
      ["/stops", stop],
      ["/v2/codes", code],
      ["/notices", notice],
    ] as const) {
      expect((await t.admin("POST", url, body)).statusCode, url).toBe(201);
    }
    saves.push(
      ["PUT", `/v2/codes/${code.id}`, (version) => ({ ...code, version })],
      ["PUT", `/notices/${notice.id}`, (version) => ({ ...notice, version })],
    );
    for (const [method, url] of [
      ["POST", "/socialLinks"],
      ["POST", "/featuredTours"],
      ["POST", "/content/about-us"],
    ] as const) {
      const first = saves.find((save) => save[1] === url)!;
      expect((await t.admin(method, url, first[2](0))).statusCode, url).toBe(200);
    }

    for (const version of HUGE) {
      for (const [method, url, body] of saves) {
        const res = await t.admin(method as "PUT" | "POST", url, body(version));
        expect([res.statusCode, res.json().error?.code], `${method} ${url} ${version}`).toEqual([
          409,
          "stale_version",
        ]);
      }
    }
    const saved = (await t.admin("GET", `/tours/${tour.id}`)).json();
    expect([saved.version, saved.stopIds]).toEqual([1, [stop.id]]);
  });

  it("refuses a staff member's sort order an integer column cannot hold, naming the field", async () => {
    const staff = (await t.admin("POST", "/content/staff", staffMemberBody())).json();
    for (const sortOrder of [...HUGE, -(2 ** 31) - 1]) {
      for (const url of ["/content/staff", `/content/staff/${staff.id}`]) {
        const res = await t.admin("POST", url, staffMemberBody({ sortOrder }));
        expect(res.statusCode, `${url} ${sortOrder}`).toBe(400);
        expect(res.json().error.issues).toEqual([
          { path: "sortOrder", message: expect.stringMatching(/^Use a whole number from /) },
        ]);
      }
    }
    const edges = [2 ** 31 - 1, -(2 ** 31)];
    for (const sortOrder of edges) {
      const res = await t.admin("POST", "/content/staff", staffMemberBody({ sortOrder }));
      expect([res.statusCode, res.json().sortOrder]).toEqual([201, sortOrder]);
    }
    const team: { sortOrder: number }[] = (
      await t.app.inject({ url: "/api/content/about-us" })
    ).json().staff;
    expect([team.at(0)?.sortOrder, team.at(-1)?.sortOrder]).toEqual(edges.reverse());
  });
});
