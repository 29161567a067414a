/**
 * The canonical address of a page: no trailing slash and lowercase (every slug and id is
 * lowercase), so `/faq/` and `/FAQ` are one page, `/faq`. Paths of files (a dot in the last
 * segment) keep their case. The answer always stays on this site: leading slashes and
 * backslashes collapse to one "/", so `//evil.example/` never becomes `//evil.example`.
 */
export function canonicalRedirect(url: string): string | undefined {
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  const isFile = lastSegment.includes(".");
  let canonical = pathname.replace(/^[/\\]+/, "/").replace(/\/+$/, "") || "/";
  if (!isFile) canonical = canonical.toLowerCase();
  return canonical === pathname ? undefined : canonical + query;
}
