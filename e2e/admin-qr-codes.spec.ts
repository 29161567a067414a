import { readFile } from "node:fs/promises";
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
  type TestInfo,
} from "@playwright/test";
import jsQRModule from "jsqr";
import { PNG } from "pngjs";
import { open } from "./support/navigation.js";
import { axeViolationsHere } from "./support/axe.js";
import { ADMIN_API, staffHeaders, staffSession } from "./support/staff.js";

// Staff managing QR code signs (SPEC §2 Admin routes, §3 QR code, §5 QR code, §9 sorting): the
// list with statuses and scans, the editor, the code image and its printed sign, and a phone
// scanning that image on the real server with the demo content.

// jsqr is CommonJS: its function is the default export of the module's default.
const jsQR = jsQRModule.default;
const API = ADMIN_API;
const STATUSES = [
  "Pending Installation",
  "Installed",
  "OK",
  "Sign Missing/Stolen",
  "Illegible/Marked On",
  "Damaged/Will Not Scan",
];

interface ApiCode {
  id: string;
  codeLabelName: string;
  status: string;
  version: number;
  redirectUrl: string;
  locationName: string;
  locationDescription: string;
}

async function codes(request: APIRequestContext): Promise<ApiCode[]> {
  return (await request.get(`${API}/v2/codes`, { headers: staffHeaders(staff.token) })).json();
}

/** A label no other test (or project running in parallel) uses. */
const uniqueLabel = (testInfo: TestInfo, what: string) =>
  `E2E-${what}-${testInfo.project.name}-${Date.now().toString(36)}`;

/** Reads a QR code from PNG bytes. */
function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** Draws an SVG the way a printer would see it (a blank page, the image alone) and reads its code. */
async function decodeSvg(browser: Browser, svg: string): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<body style="margin:0;background:#fff"><img src="${src}" width="400" height="400" alt=""></body>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    return decodePng(await page.locator("img").screenshot());
  } finally {
    await context.close();
  }
}

/** The card of the code labelled `label` in the list. */
const card = (page: Page, label: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: label }) });

const staff = staffSession((id) => `${API}/v2/codes/${id}`);

test("a new code's downloaded image leads a phone to the landing page and counts the scan", async ({
  page,
  browser,
  request,
}, testInfo) => {
  const records: { slug: string; Title: string }[] = await (
    await request.get("/api/records")
  ).json();
  const record = records[0]!;
  const landing = `/landing/walking-tours/${record.slug}`;
  const label = uniqueLabel(testInfo, "SIGN");

  await open(page, "/admin/qr-codes");
  await expect(page.getByRole("heading", { level: 1, name: "QR Codes" })).toBeVisible();
  await page.getByRole("link", { name: "New QR Code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New QR Code" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("Pending Installation");

  await page.getByLabel("Code Label Name").fill(label);
  await page.getByLabel("Redirect URL").fill(landing);
  await page.getByLabel("Location Name").fill(`${record.Title}, front gate`);
  await page.getByLabel("Tour Description").fill("Post-mounted sign beside the front gate.");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(
    page.getByRole("heading", { level: 1, name: `Edit QR Code ${label}` }),
  ).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "QR code saved." })).toBeVisible();
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  staff.created.push(id);
  expect(page.url()).toMatch(/\/admin\/qr-codes\/edit\/[0-9a-f-]{36}$/);

  // The SVG, named after the label, carries the sign's short address.
  const [svgDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download SVG" }).click(),
  ]);
  expect(svgDownload.suggestedFilename()).toBe(`${label}.svg`);
  const decoded = await decodeSvg(browser, await readFile(await svgDownload.path(), "utf8"));
  expect(decoded).toMatch(new RegExp(`^https?://[^/]+/q/${id}$`));

  // So does the PNG.
  const [pngDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download PNG" }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe(`${label}.png`);
  expect(decodePng(await readFile(await pngDownload.path()))).toBe(decoded);

  // A visitor's phone follows the code to the record's landing page.
  const phone = await browser.newContext();
  try {
    const visitor = await phone.newPage();
    const response = await visitor.goto(decoded!);
    expect(response?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname).toBe(landing);
    await expect(visitor.getByRole("link", { name: "See Record" })).toBeVisible();
  } finally {
    await phone.close();
  }

  // The list shows the scan (scans are written within a second).
  await expect(async () => {
    await open(page, "/admin/qr-codes");
    await expect(card(page, label)).toContainText("1 scan in the last 30 days", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(card(page, label)).toContainText("Pending Installation");
  await expect(card(page, label)).toContainText("(today)");

  // Delete asks first, then the code is gone from the list.
  await card(page, label).getByRole("link", { name: label }).click();
  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "QR Codes" })).toBeVisible();
  await expect(card(page, label)).toHaveCount(0);
  expect((await codes(request)).some((code) => code.id === id)).toBe(false);
});

test("the printed sign shows the code large with its label, place and invitation", async ({
  page,
  request,
}, testInfo) => {
  const label = uniqueLabel(testInfo, "PRINT");
  const code = await createCode(request, label);
  await open(page, `/admin/qr-codes/edit/${code.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Edit QR Code ${label}` }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Print sign" })).toBeEnabled();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await expect(page.getByLabel("Location Name")).toBeHidden();
  const sheet = page.locator(".qr-sign--print");
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText("Scan to hear the story of this place");
  await expect(sheet).toContainText(label);
  await expect(sheet).toContainText(code.locationName);
  const image = sheet.getByRole("img", { name: /QR code that opens .*\/q\// });
  // 13 cm on paper; never wider than the page.
  const pageWidth = page.viewportSize()!.width;
  expect((await image.boundingBox())?.width).toBeGreaterThanOrEqual(Math.min(480, pageWidth * 0.9));
  await page.emulateMedia({ media: "screen" });
  await expect(sheet).toBeHidden();
});

test("the list is sorted by label and filters by the six statuses", async ({ page, request }) => {
  // Codes made by the other tests (perhaps running in parallel) are all Pending Installation.
  const all = await codes(request);
  const settled = STATUSES.filter((status) => status !== "Pending Installation");
  await open(page, "/admin/qr-codes");
  const titles = page.getByRole("list").getByRole("heading", { level: 2 });
  await expect(titles.first()).toBeVisible();
  const labels = await titles.allTextContents();
  expect(labels).toEqual([...labels].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  expect(labels).toEqual(expect.arrayContaining(["QR-CW-001", "QR-DT-001", "QR-NC-002"]));

  const filter = page.getByLabel("Status");
  await expect(filter.getByRole("option")).toHaveCount(1 + STATUSES.length);
  await expect(filter.getByRole("option").first()).toHaveText(/^All \(\d+\)$/);
  for (const status of settled) {
    const count = all.filter((code) => code.status === status).length;
    await expect(filter.getByRole("option", { name: `${status} (${count})` })).toHaveCount(1);
  }
  for (const status of ["Installed", "Damaged/Will Not Scan"]) {
    await filter.selectOption(status);
    const expected = all.filter((code) => code.status === status);
    expect(expected.length).toBeGreaterThan(0);
    await expect(titles).toHaveText(expected.map((code) => code.codeLabelName));
    await expect(page.getByRole("listitem")).toContainText(expected.map(() => status));
    expect(new URL(page.url()).searchParams.get("status")).toBe(status);
  }
  await filter.selectOption("All");
  await expect(titles.filter({ hasText: "QR-CW-001" })).toHaveCount(1);
  // Demo signs in place that nobody scanned lately stand out.
  await expect(
    page.getByRole("listitem").filter({ hasText: "(check this sign)" }).first(),
  ).toBeVisible();
});

test("the editor stars the required fields and saves only when they are filled in", async ({
  page,
}) => {
  await open(page, "/admin/qr-codes/new");
  await expect(page.getByRole("heading", { level: 1, name: "New QR Code" })).toBeVisible();

  const star = (label: string) =>
    page.locator("label", { hasText: new RegExp(`^${label}$`) }).evaluate((el) => {
      const after = getComputedStyle(el, "::after");
      return { content: after.content, color: after.color };
    });
  for (const label of ["Redirect URL", "Location Name", "Tour Description"]) {
    expect(await star(label), label).toEqual({ content: '" *" / ""', color: "rgb(161, 19, 26)" });
    // The star stays out of the field's name: "Redirect URL", not "Redirect URL *".
    const role = label === "Redirect URL" ? "combobox" : "textbox"; // it suggests addresses
    await expect(page.getByRole(role, { name: label, exact: true })).toBeVisible();
  }
  for (const label of ["Code Label Name", "Address", "City", "State", "Zip", "Notes"]) {
    expect((await star(label)).content, label).toBe("none");
  }
  await expect(page.getByLabel("Status").getByRole("option")).toHaveText(STATUSES);

  const save = page.getByRole("button", { name: "Save" });
  await expect(save).toBeDisabled();
  const summary = page.getByRole("group", { name: "QR code validation error" });
  // A blank form lists what is missing once Save is pressed (it stays pressable to say why).
  await expect(summary).toHaveCount(0);
  await save.click({ force: true });
  await expect(summary.getByRole("link")).toHaveText([
    "Redirect URL is required",
    "Location Name is required",
    "Tour Description is required",
  ]);
  await page.getByLabel("Redirect URL").fill("//elsewhere.example/page");
  await expect(page.getByLabel("Redirect URL")).toHaveAccessibleDescription(
    /Use a page of this site starting with \//,
  );
  await page.getByLabel("Location Name").fill("Fort Negley, gate");
  await page.getByLabel("Tour Description").fill("Sign on the gate post.");
  await expect(save).toBeDisabled();
  await page.getByLabel("Redirect URL").fill("https://example.org/fort");
  await expect(save).toBeEnabled();
  await expect(page.getByText(/Use a page of this site/)).toHaveCount(0);

  // Leaving with unsaved changes asks first.
  await page.getByRole("link", { name: "Back to QR Codes" }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Location Name")).toHaveValue("Fort Negley, gate");
  await expect(page).toHaveURL(/\/admin\/qr-codes\/new$/);
});

test("a save over someone else's newer version keeps what was typed and can still win", async ({
  page,
  request,
}, testInfo) => {
  const label = uniqueLabel(testInfo, "CONFLICT");
  const code = await createCode(request, label);
  await open(page, `/admin/qr-codes/edit/${code.id}`);
  await expect(page.getByLabel("Notes")).toBeVisible();

  const theirs = await request.put(`${API}/v2/codes/${code.id}`, {
    headers: staffHeaders(staff.token),
    data: { ...code, locationName: "Fort Negley, moved to the parking lot" },
  });
  expect(theirs.status()).toBe(200);

  await page.getByLabel("Notes").fill("Repainted the post in May.");
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Someone else saved this QR code" });
  await expect(conflict).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue("Repainted the post in May.");

  await conflict.getByRole("button", { name: "Save mine over theirs" }).click();
  await expect(page.getByRole("status").filter({ hasText: "QR code saved." })).toBeVisible();
  const saved = (await codes(request)).find((c) => c.id === code.id);
  expect(saved).toMatchObject({ notes: "Repainted the post in May.", version: 3 });
});

test("the list and the editor have no accessibility problems axe finds", async ({
  page,
  request,
}, testInfo) => {
  const code = await createCode(request, uniqueLabel(testInfo, "AXE"));
  await open(page, "/admin/qr-codes");
  await expect(page.getByRole("list").getByRole("heading").first()).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);

  await open(page, `/admin/qr-codes/edit/${code.id}`);
  await expect(page.getByRole("img", { name: /QR code that opens/ })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);

  await open(page, "/admin/qr-codes/new");
  await expect(page.getByLabel("Redirect URL")).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
});

async function createCode(request: APIRequestContext, label: string): Promise<ApiCode> {
  const response = await request.post(`${API}/v2/codes`, {
    headers: staffHeaders(staff.token),
    data: {
      id: crypto.randomUUID(),
      codeLabelName: label,
      redirectUrl: "/landing/walking-tours/fort-negley",
      locationName: "Fort Negley, visitor center",
      locationDescription: "Sign by the visitor center door.",
    },
  });
  expect(response.status()).toBe(201);
  const code: ApiCode = await response.json();
  staff.created.push(code.id);
  return code;
}
