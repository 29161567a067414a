/** Control characters: single-line fields take none, multi-line fields only tab and line ends. */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
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

const ONE_LINE = "Contains a line break or another control character";
const CONTROL = "Contains a control character";

const contactInfo = (overrides: object) => ({
  contactInfo: { phone: "", email: "", address: ["", "", ""], ...overrides },
  curriculumTeam: [],
});

/** [what, admin address, body, field, message] */
const ADMIN_CASES: [string, string, () => unknown, string, string][] = [
  ["a tour title with LF", "/tours", () => tourBody({ title: "Fort\nNegley" }), "title", ONE_LINE],
  ["a tour slug with NEL (C1)", "/tours", () => tourBody({ slug: "fort\u0085" }), "slug", ONE_LINE],
  ["a record id with SOH", "/records", () => recordBody({ id: "r\u0001" }), "id", ONE_LINE],
  [
    "a record title with CSI (C1)",
    "/records",
    () => recordBody({ Title: "A\u009b" }),
    "Title",
    ONE_LINE,
  ],
  [
    "a keyword with DEL",
    "/records",
    () => recordBody({ Keyword: ["a\u007f"] }),
    "Keyword.0",
    ONE_LINE,
  ],
  [
    "a site name with a tab",
    "/stops",
    () => stopBody("t", "r", { siteName: "A\tB" }),
    "siteName",
    ONE_LINE,
  ],
  [
    "a location name ending in CR",
    "/v2/codes",
    () => qrCodeBody({ locationName: "A\r" }),
    "locationName",
    ONE_LINE,
  ],
  [
    "a notice title with ESC",
    "/notices",
    () => noticeBody({ title: "\u001b[31mA" }),
    "title",
    ONE_LINE,
  ],
  [
    "a staff title line with FF",
    "/content/staff",
    () => staffMemberBody({ titleLine: "A\fB" }),
    "titleLine",
    ONE_LINE,
  ],
  [
    "an address line with LF",
    "/content/about-us",
    () => contactInfo({ address: ["A", "B\n", ""] }),
    "contactInfo.address.1",
    ONE_LINE,
  ],
  [
    "an e-mail with LF",
    "/content/about-us",
    () => contactInfo({ email: "a@example.org\n" }),
    "contactInfo.email",
    "Invalid email address",
  ],
  [
    "a tour description with BS",
    "/tours",
    () => tourBody({ description: "A\b" }),
    "description",
    CONTROL,
  ],
  [
    "record notes with NEL (C1)",
    "/records",
    () => recordBody({ Notes: "A\u0085B" }),
    "Notes",
    CONTROL,
  ],
  [
    "a narrative with ESC",
    "/stops",
    () => stopBody("t", "r", { narrativeText: "<p>\u001b</p>" }),
    "narrativeText",
    CONTROL,
  ],
  [
    "a QR description with VT",
    "/v2/codes",
    () => qrCodeBody({ locationDescription: "A\vB" }),
    "locationDescription",
    CONTROL,
  ],
  [
    "a notice message with BEL",
    "/notices",
    () => noticeBody({ message: "A\u0007" }),
    "message",
    CONTROL,
  ],
];

/** [what, public call, field] */
const PUBLIC_CASES: [string, { method: "GET" | "POST"; url: string; payload?: object }, string][] =
  [
    [
      "a searched keyword with LF",
      { method: "GET", url: "/api/stops/searchKeyword?keyword=a%0Ab" },
      "keyword",
    ],
    [
      "a paged search's keyword with a tab",
      { method: "GET", url: "/api/stops/searchKeyword?keyword=a%09&page=1" },
      "keyword",
    ],
    ["a records filter with DEL", { method: "GET", url: "/api/records?page=1&q=a%7F" }, "q"],
    [
      "an event label with NEL (C1)",
      {
        method: "POST",
        url: "/api/events",
        payload: { category: "Tour", action: "Started", label: "a\u0085" },
      },
      "label",
    ],
    [
      "an event action with CR",
      {
        method: "POST",
        url: "/api/events",
        payload: { id: randomUUID(), category: "Tour", action: "Start\r" },
      },
      "action",
    ],
  ];

const TABLES = [
  "tours",
  "stops",
  "records",
  "qr_codes",
  "notices",
  "staff_members",
  "settings",
  "analytics_events",
];

describe.each(testEngines)("control characters on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** How many rows each table holds, once every queued analytics event is written. */
  const stored = async () => {
    await t.services.analytics.flush();
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from ${sql.table(table)}`.execute(t.db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  };

  const expectRefused = (
    res: { statusCode: number; json(): unknown },
    path: string,
    message: string,
  ) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Some fields are not valid",
        issues: [{ path, message }],
      },
    });
  };

  it.each(ADMIN_CASES)("refuses %s and saves nothing", async (_, url, body, path, message) => {
    const before = await stored();
    expectRefused(await t.admin("POST", url, body()), path, message);
    expect(await stored()).toEqual(before);
  });

  it.each(PUBLIC_CASES)("refuses %s and counts nothing", async (_, request, path) => {
    const before = await stored();
    expectRefused(await t.app.inject(request), path, ONE_LINE);
    expect(await stored()).toEqual(before);
  });

  it("keeps tab, LF and CR in a multi-line field", async () => {
    const body = recordBody({ Description: "First\tline\r\nSecond line\nThird" });
    expect((await t.admin("POST", "/records", body)).statusCode).toBe(201);
    const saved = await t.services.records.get(body.id);
    expect(saved.Description).toBe("First\tline\r\nSecond line\nThird");
  });
});
