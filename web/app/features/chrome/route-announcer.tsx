/**
 * After every client-side navigation on the public site, focus moves to the new page's h1 (never
 * left on <body> or on a control of the old page) and one polite live region names the page, e.g.
 * "Stop 3 of 5: Hatch Show Print". The first, server-rendered page is left alone.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { takeInPlace } from "../../lib/in-place-url";
import { ANNOUNCE_PAGE, focusPageStart, pageAnnouncement } from "../../lib/page-focus";

export function RouteAnnouncer() {
  const { pathname, search } = useLocation();
  const [message, setMessage] = useState("");
  const firstPage = useRef(true);

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // The page updated its own address (a list filtered or grown in place): nothing new to name.
    if (takeInPlace(pathname, search)) return;
    // After the new page has painted (and its title is set); a modal dialog keeps its focus.
    const frame = requestAnimationFrame(() => {
      if (document.querySelector("dialog[open]:modal")) return;
      setMessage(pageAnnouncement(focusPageStart()));
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, search]);

  // Content revealed without a navigation (the stop behind the Terms of Use) is named too.
  useEffect(() => {
    const say = (event: Event) => setMessage(String((event as CustomEvent<string>).detail));
    window.addEventListener(ANNOUNCE_PAGE, say);
    return () => window.removeEventListener(ANNOUNCE_PAGE, say);
  }, []);

  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcer">
      {message}
    </p>
  );
}
