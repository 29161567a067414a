import { type APIRequestContext, expect } from "@playwright/test";

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
