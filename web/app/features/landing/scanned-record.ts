/** The record a QR sign named, as the landing flow's pages read it from their address. */
import { useLocation } from "react-router";
import { readLandingSelection } from "@tours/shared/browser";
import { useInBrowser } from "../../lib/use-in-browser";

/**
 * The `record` of the address. While the page hydrates, it is the one the server made the page for
 * (`rendered`, from its loader), so that the links React hydrates are the ones in the HTML: a tour
 * saved for offline use keeps one landing intro and one sound cue, made for no record, and answers
 * with them for each of its records. Once hydrated, their links follow the address.
 */
export function useScannedRecord(rendered: string | null): string | null {
  const { search } = useLocation();
  const inBrowser = useInBrowser();
  return inBrowser ? readLandingSelection(new URLSearchParams(search)).record : rendered;
}
