/**
 * The record a QR sign named, as the landing flow's pages read it from their address
 * (`?record=`), and the links that carry it on: the landing intro's 'Take Tour' and the sound
 * cue's 'Continue'.
 *
 * A tour saved for offline use keeps those two pages once, made for no record, and the saved copy
 * answers them for each of its records (web/app/features/offline/saved-answer.ts). Their links
 * then take up the address's record twice over: an inline script sets it on the links marked
 * SCANNED_RECORD_LINK as soon as they are parsed, before a tap can reach them; once the page
 * runs, useScannedRecord renders them with it.
 */
import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { readLandingSelection } from "@tours/shared/browser";
import { InlineScript } from "../../lib/inline-script";

/** The attribute that marks a link to carry the address's record (spread on the link). */
export const SCANNED_RECORD_LINK = { "data-scanned-record": "" } as const;

const subscribeToNothing = () => () => {};

/**
 * The `record` of the address. While the page hydrates, it is the one the server made the page for
 * (`rendered`, from its loader), so that React hydrates the links the server rendered; only when
 * the two differ (a saved copy) does the page render again once hydrated.
 */
export function useScannedRecord(rendered: string | null): string | null {
  const { search } = useLocation();
  const fromAddress = readLandingSelection(new URLSearchParams(search)).record;
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => fromAddress !== rendered,
  );
  return hydrating ? rendered : fromAddress;
}

function setScannedRecord() {
  const record = new URLSearchParams(location.search).get("record");
  if (!record) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-scanned-record]")) {
    const url = new URL(link.getAttribute("href") ?? "", location.href);
    if (url.searchParams.has("record")) continue;
    url.searchParams.set("record", record);
    link.setAttribute("href", url.pathname + url.search + url.hash);
  }
}

/**
 * Goes after the marked links, on a page made for no record (`rendered` null): only those are
 * answered for another address.
 */
export function ScannedRecordScript({ rendered }: { rendered: string | null }) {
  if (rendered !== null) return null;
  // Only the server's HTML needs its text: once the page runs, it has run.
  return <InlineScript code={import.meta.env.SSR ? `(${setScannedRecord.toString()})()` : ""} />;
}
