import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { axeViolations, axeViolationsHere } from "./support/axe.js";
import { freshContext, open } from "./support/navigation.js";
import { MESSAGES } from "@tours/shared";
import { png } from "./support/admin-records.js";
import { ADMIN } from "./support/staff.js";

// The staff session (SPEC §4 Session, §6, §8): sign-in, the way back to the page asked for,
// persistence, the one 401 path (an editor's unsaved changes kept through it), Log Out, the error
// banner, and admin code kept off public pages.

const NO_USER = "No logged in user. Please log in to continue.";

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/dashboard/api/auth/login", { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Stores a staff token the way a sign-in does, then opens `path` once the admin is interactive. */
async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto("/admin/login");
  await page.evaluate((value) => localStorage.setItem("admin-token", value), token);
  await open(page, path);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The page fits the screen: nothing scrolls sideways (phone 360 px up to desktop). */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("admin-token"));

const me = (request: APIRequestContext, token: string) =>
  request.get("/dashboard/api/auth/me", { headers: { "x-local-token": token } });

test("a failed sign-in shows the server's message under the form and keeps the visitor out", async ({
  page,
}) => {
  await open(page, "/admin/login");
  // Another address than the test account's, so its sign-in limit is never reached.
  await signIn(page, `not-staff-${Date.now()}@example.org`, "not-the-password");
  const form = page.locator("form");
  await expect(form.getByRole("alert")).toHaveText("Incorrect e-mail or password.");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test("signing in opens the admin home and lasts across browser restarts", async ({
  browser,
  page,
}, testInfo) => {
  await open(page, "/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Password" })).toHaveCount(0);
  const token = await storedToken(page);
  expect(token).toBeTruthy();

  // A signed-in visitor who opens the sign-in page goes on to the admin.
  await open(page, "/admin/login");
  await expect(page).toHaveURL(/\/admin\/home$/);

  // A new browser with what the old one kept: still signed in, /admin opens the home screen.
  const restarted = await freshContext(browser, testInfo, {
    storageState: await page.context().storageState(),
  });
  try {
    const again = await restarted.newPage();
    await open(again, "/admin");
    await expect(again).toHaveURL(/\/admin\/home$/);
    await expect(again.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    expect(await storedToken(again)).toBe(token);
  } finally {
    await restarted.close();
  }
});

test("an anonymous visit to an admin page signs in and returns to that page", async ({ page }) => {
  await open(page, "/admin/tours");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ftours$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/tours$/);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tours" }),
  ).toHaveAttribute("aria-current", "page");
});

test("a call answered 401 says so and sends the user to sign in, then back", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await openSignedIn(page, token, "/admin/home");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  // The home's own calls are answered first: the refused call must be the visit to Content.
  await page.waitForLoadState("networkidle");

  // The session ends elsewhere (another tab signed out): the next call is refused.
  expect(
    (
      await request.post("/dashboard/api/auth/logout", { headers: { "x-local-token": token } })
    ).status(),
  ).toBe(204);
  await page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: "Content" })
    .click();

  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontent$/);
  await expect(page.getByText(NO_USER)).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  // Signed in again: the banner that asked for it is gone.
  await expect(page.getByText(NO_USER)).toHaveCount(0);
});

test("Log Out ends the session on the server and returns to the public home page", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  expect((await me(request, token)).status()).toBe(200);
  await openSignedIn(page, token, "/admin/home");
  await page.getByRole("button", { name: "Log Out" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Our story, your tour!" }),
  ).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect((await me(request, token)).status()).toBe(401);

  await open(page, "/admin/home");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fhome$/);
});

test("a session that ends mid-edit asks for the password in place and keeps what was typed", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await openSignedIn(page, token, "/admin/records/new");
  const title = `E2E session ${Date.now().toString(36)}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Type", { exact: true }).fill("Building");
  await page
    .getByLabel("Add images, audio or video")
    .setInputFiles([{ name: "porch.png", mimeType: "image/png", buffer: png(90) }]);
  // The session ends meanwhile (it expired, or was ended elsewhere): Save is refused.
  await request.post("/dashboard/api/auth/logout", { headers: { "x-local-token": token } });
  await page.getByRole("button", { name: "Save" }).click();

  const dialog = page.getByRole("dialog", { name: "Session expired. Please enter password." });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/records\/new$/);
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await dialog.getByLabel("E-mail").fill(ADMIN.email);
  await dialog.getByLabel("Password").fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  // Signed in again: what the ended session said is no longer true, so it is no longer said.
  await expect(page.getByText(MESSAGES.noLoggedInUser)).toHaveCount(0);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();
  await expect(page.getByText("No Images Found")).toHaveCount(0);
  const id = decodeURIComponent(page.url().split("/edit/")[1]!);
  await request.delete(`/dashboard/api/records/${id}`, {
    headers: { "x-local-token": await apiToken(request) },
  });
});

test("Log Out with unsaved changes asks first, and staying keeps the session", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  await openSignedIn(page, token, "/admin/records/new");
  await page.getByLabel("Title").fill("Not saved yet");
  const logOut = page.getByRole("button", { name: "Log Out" });
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });

  await logOut.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Not saved yet");
  expect(await storedToken(page)).toBe(token);
  expect((await me(request, token)).status()).toBe(200);

  await logOut.click();
  await dialog.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();
  expect((await me(request, token)).status()).toBe(401);
});

test("the error banner lists every failure and its X clears them all", async ({
  page,
  request,
}) => {
  const failWith = (message: string) => ({
    status: 500,
    json: { error: { code: "internal", message } },
  });
  await page.route("**/dashboard/api/featuredTours", (route) =>
    route.fulfill(failWith("The featured tours are resting.")),
  );
  await page.route("**/dashboard/api/socialLinks", (route) =>
    route.fulfill(failWith("The social links are resting.")),
  );
  await openSignedIn(page, await apiToken(request), "/admin/home");

  const banner = page.getByRole("alert").filter({ hasText: "resting" });
  await expect(banner.getByRole("listitem")).toHaveText([
    "The featured tours are resting.",
    "The social links are resting.",
  ]);
  await expect(page.getByText("The featured tours could not be loaded.")).toBeVisible();
  await page.getByRole("button", { name: "Clear errors" }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(2);
});

test("the sign-in page and the admin home pass the accessibility scan; the home fits the screen", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const login = await axeViolations(browser, testInfo, "/admin/login", (loaded) =>
    expect(loaded.getByLabel("E-mail")).toBeVisible(),
  );
  expect(login).toEqual([]);

  await openSignedIn(page, await apiToken(request), "/admin/home");
  await expect(page.getByRole("button", { name: "Save Social Links" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Featured Tours" })).toBeVisible();
  expect(await axeViolationsHere(page)).toEqual([]);
  await expectNoSideScroll(page);
});

test("the public home page loads no admin code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await open(page, "/");
  await page.waitForLoadState("networkidle");

  // The modules only admin routes use, read from the app's own route manifest.
  const adminOnly = await page.evaluate(() => {
    type Entry = { module: string; imports?: string[] };
    const manifest = (
      window as unknown as {
        __reactRouterManifest: { entry: Entry; routes: Record<string, Entry> };
      }
    ).__reactRouterManifest;
    const files = (entry: Entry) => [entry.module, ...(entry.imports ?? [])];
    const isAdmin = (id: string) => id.startsWith("routes/admin/") || id.startsWith("admin-");
    const routes = Object.entries(manifest.routes);
    const publicFiles = new Set([
      ...files(manifest.entry),
      ...routes.filter(([id]) => !isAdmin(id)).flatMap(([, r]) => files(r)),
    ]);
    return routes
      .filter(([id]) => isAdmin(id))
      .flatMap(([, r]) => files(r))
      .filter((file) => !publicFiles.has(file));
  });

  expect(adminOnly.length).toBeGreaterThan(5);
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((path) => adminOnly.includes(path))).toEqual([]);
  expect(scripts.filter((path) => path.includes("admin"))).toEqual([]);
});

test("the admin loads none of the public site's saved-tours code, and going offline raises no error", async ({
  page,
  context,
  request,
}) => {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await openSignedIn(page, await apiToken(request), "/admin");
  await context.setOffline(true);
  // The public site starts refreshing saved tours 5 s into a visit.
  await page.waitForTimeout(6_000);
  await context.setOffline(false);
  expect(scripts.filter((path) => path.includes("refresh-saved-tours"))).toEqual([]);
  expect(errors).toEqual([]);
});
