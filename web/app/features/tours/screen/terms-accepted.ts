/** SPEC §3/§4: the Terms of Use flag (`tos` = 'true' in browser storage) and accepting them. */
import { track } from "../../../lib/analytics";
import { storedFlag } from "../../../lib/stored-value";

/** Its key in localStorage (the welcome page's inline script reads and stores it too). */
export const TERMS_KEY = "tos";

export const termsAccepted = storedFlag("local", TERMS_KEY);

/** 'I Accept', wherever the modal asks: on a stop, or on the QR page that leads to one. */
export function acceptTerms(): void {
  termsAccepted.set(true);
  track("Tour", "TermsAccepted");
}
