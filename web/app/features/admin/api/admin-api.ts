/**
 * Calls to the admin API (/dashboard/api) with the staff token (SPEC §6, §7). Failures become
 * AdminApiError with the server's message; a 401 ends the session once, for every caller.
 */
import { clearToken, storedToken } from "./session";

export const ADMIN_API = "/dashboard/api";
export const NO_USER_MESSAGE = "No logged in user. Please log in to continue.";

export interface FieldIssue {
  path: string;
  message: string;
}

export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

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
    throw new AdminApiError(NO_USER_MESSAGE, 401, "unauthorized");
  }
  const headers: Record<string, string> = { "x-local-token": token, ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`${ADMIN_API}${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new AdminApiError(
      "The server could not be reached. Check your connection.",
      0,
      "network",
    );
  }
  if (response.status === 401) {
    signedOut();
    throw new AdminApiError(NO_USER_MESSAGE, 401, "unauthorized");
  }
  if (!response.ok) throw await toError(response);
  const data = response.status === 204 ? undefined : await response.json();
  return { data: data as T, headers: response.headers };
}

/** The server no longer knows this session: forget the token and send everyone to sign in. */
export function signedOut() {
  clearToken();
  signedOutListeners.forEach((listener) => listener());
}

async function toError(response: Response): Promise<AdminApiError> {
  try {
    const { error } = (await response.json()) as {
      error?: { code?: string; message?: string; issues?: FieldIssue[] };
    };
    return new AdminApiError(
      error?.message ?? `The server answered ${response.status}.`,
      response.status,
      error?.code ?? "error",
      error?.issues ?? [],
    );
  } catch {
    return new AdminApiError(`The server answered ${response.status}.`, response.status, "error");
  }
}
