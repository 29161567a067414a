/** The page the offline page's Try again goes back to: a path on this site, else the home page. */
export function returnPath(from: string | null): string {
  if (!from || !from.startsWith("/") || /^\/[/\\]/.test(from)) return "/";
  try {
    const base = "https://this.site";
    const url = new URL(from, base);
    if (url.origin !== base || url.pathname === "/offline") return "/";
    return url.pathname + url.search + url.hash;
  } catch {
    return "/";
  }
}
