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

type SignedInListener = () => void;
const signedInListeners = new Set<SignedInListener>();

/**
 * Called when staff sign in (the sign-in page, or an editor's 'sign in again' dialog): what the
 * ended session made fail is no longer true, and its messages can go.
 */
export function onSignedIn(listener: SignedInListener): () => void {
  signedInListeners.add(listener);
  return () => signedInListeners.delete(listener);
}

export function storeToken(token: string): void {
  localStorage.setItem(KEY, token);
  signedInListeners.forEach((listener) => listener());
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
