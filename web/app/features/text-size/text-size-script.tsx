/** The inline <head> script that applies the stored text size before the first paint. */
import { useRouteLoaderData } from "react-router";
import { TEXT_SIZE_SCRIPT } from "./text-size";

export function TextSizeScript() {
  const nonce = useRouteLoaderData<{ cspNonce?: string }>("root")?.cspNonce;
  // Without the request's nonce the page's CSP would block it: better no script than an error.
  if (!nonce) return null;
  return (
    <script
      nonce={nonce}
      // Browsers hide a nonce from the DOM once read, so the hydrated value never matches.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: TEXT_SIZE_SCRIPT }}
    />
  );
}
