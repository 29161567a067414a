import { type APIRequestContext, expect, test } from "@playwright/test";

/** The staff account the e2e server is started with (playwright.config.ts). */
export const ADMIN = { email: "e2e-admin@example.org", password: "e2e-password-123" };
export const ADMIN_API = "/dashboard/api";

/** Signs the staff account in through the API and answers its session token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${ADMIN_API}/auth/login`, { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const staffHeaders = (token: string) => ({ "x-local-token": token });

/** A file's staff session: the current test's token, and the items its tests made. */
export interface StaffSession {
  token: string;
  /** Ids of what the file's tests made, deleted after them. */
  created: string[];
}

/**
 * Signs each test in as staff, its pages too, and once the file is done deletes what its tests
 * made (each id in `created`, at `itemUrl(id)` of the admin API).
 */
export function staffSession(itemUrl: (id: string) => string): StaffSession {
  const session: StaffSession = { token: "", created: [] };
  test.beforeEach(async ({ context, request }) => {
    session.token = await staffToken(request);
    await context.addInitScript(
      (value) => localStorage.setItem("admin-token", value),
      session.token,
    );
  });
  test.afterAll(async ({ request }) => {
    const cleanup = await staffToken(request);
    for (const id of session.created) {
      await request.delete(itemUrl(id), { headers: staffHeaders(cleanup) });
    }
  });
  return session;
}
