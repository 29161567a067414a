/**
 * The browser's side of the shared error model (README "Errors"): every failed call to our API,
 * public or admin, becomes the shared ApiError with one of the shared codes.
 */
import { ApiError, apiErrorFrom, MESSAGES } from "@tours/shared/browser";

/** The error a failed answer carries; an unreadable body (a proxy's HTML page) goes by status. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  return apiErrorFrom(response.status, body);
}

/** fetch, with a request that got no answer as ApiError `network`; an abort stays an abort. */
export async function fetchAnswer(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("network", MESSAGES.unreachable);
  }
}

/** GET JSON from our API; any failure is an ApiError. */
export async function fetchJson<T>(input: string, init?: RequestInit): Promise<T> {
  const response = await fetchAnswer(input, init);
  if (!response.ok) throw await readApiError(response);
  return (await response.json()) as T;
}
