/**
 * Calls to the admin API (/dashboard/api) with the staff token (SPEC §6, §7). Failures become the
 * shared ApiError with the server's code and message; a 401 ends the session once, for every caller.
 */
import { ApiError, MESSAGES } from "@tours/shared/browser";
import { fetchAnswer, readApiError } from "../../../lib/api-error";
import { clearToken, storedToken } from "./session";

export const ADMIN_API = "/dashboard/api";

/** The error for a call made, or answered, without a signed-in user. */
export const signedOutError = () => new ApiError("unauthenticated", MESSAGES.noLoggedInUser);

/** The call failed for want of a session: nothing about what it sent was wrong. */
export const isSignedOut = (error: unknown) =>
  error instanceof ApiError && error.code === "unauthenticated";

type SignedOutListener = () => void;
const signedOutListeners = new Set<SignedOutListener>();

/** Called when the server says the session is gone (the admin layout sends the user to sign in). */
export function onSignedOut(listener: SignedOutListener): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sent as-is (multipart uploads); `body` is JSON otherwise. */
  formData?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (sent as the tab closes). */
  keepalive?: boolean;
}

export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await adminResponse<T>(path, options)).data;
}

/** The answer with its headers, for what travels in them (the featured tours' version, an ETag). */
export async function adminResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const token = storedToken();
  if (!token) {
    signedOut();
    throw signedOutError();
  }
  const headers: Record<string, string> = { "x-local-token": token, ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  const response = await fetchAnswer(`${ADMIN_API}${path}`, {
    method: options.method ?? "GET",
    headers,
    body,
    signal: options.signal,
    keepalive: options.keepalive,
  });
  if (response.status === 401) {
    signedOut();
    throw signedOutError();
  }
  if (!response.ok) throw await readApiError(response);
  const data = response.status === 204 ? undefined : await response.json();
  return { data: data as T, headers: response.headers };
}

/**
 * Log Out: ends the session on the server, then forgets the token. A session the server has
 * already ended, or a server out of reach, still leaves the user signed out here.
 */
export async function endSession(): Promise<void> {
  const token = storedToken();
  if (token)
    await fetchAnswer(`${ADMIN_API}/auth/logout`, {
      method: "POST",
      headers: { "x-local-token": token },
    }).catch(() => undefined);
  clearToken();
}

/** The server no longer knows this session: forget the token and send everyone to sign in. */
export function signedOut() {
  clearToken();
  signedOutListeners.forEach((listener) => listener());
}
