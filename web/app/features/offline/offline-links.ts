/**
 * With no connection, a link on the site opens as a full page load instead of a client-side
 * navigation: the service worker then answers with the kept page, or the offline page. (A
 * client-side navigation would need the next page's code and data; when they are not kept,
 * React Router reloads the current page, which looks like a link that does nothing.)
 */
export function loadLinksFullyWhenOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    if (link.target && link.target !== "_self") return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    // A link to a place on the same page stays one.
    if (url.pathname === window.location.pathname && url.search === window.location.search) return;
    event.preventDefault();
    window.location.assign(url.href);
  };
  // Capturing, so it runs before React Router's own link handling (which then sees defaultPrevented).
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
