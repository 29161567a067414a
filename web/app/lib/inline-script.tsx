/**
 * An inline script of our own, allowed by the page's CSP: the request's nonce on a rendered page,
 * its SHA-256 hash on a page from the page cache (server/src/web/page-csp.ts).
 */
import { useRouteLoaderData } from "react-router";

export function InlineScript({ code }: { code: string }) {
  const nonce = useRouteLoaderData<{ cspNonce?: string }>("root")?.cspNonce;
  // Without the request's nonce the page's CSP would block it: better no script than an error.
  if (!nonce) return null;
  return (
    <script
      nonce={nonce}
      // Browsers hide a nonce from the DOM once read, so the hydrated value never matches; the
      // code too may be left out of the browser's bundle (it has run by then).
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
