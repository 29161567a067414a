/**
 * The staff session token (SPEC §3 'admin session flag derived from a stored login token'), kept
 * in localStorage so a sign-in survives browser restarts (SPEC §4 Session).
 */
const KEY = "admin-token";

export function storedToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

export const LOGIN_PATH = "/admin/login";

/** The login address that returns to `path` after sign-in. */
export function loginPath(path: string): string {
  return path && path !== "/admin" && path.startsWith("/admin")
    ? `${LOGIN_PATH}?next=${encodeURIComponent(path)}`
    : LOGIN_PATH;
}

/** Where to go after sign-in: the `next` parameter when it is an admin address, else home. */
export function afterLoginPath(next: string | null): string {
  return next && next.startsWith("/admin/") && !next.startsWith("/admin/login")
    ? next
    : "/admin/home";
}
