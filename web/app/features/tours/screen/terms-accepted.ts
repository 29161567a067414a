/** SPEC §3/§4: the Terms of Use flag (`tos` = 'true' in browser storage) and accepting them. */
import { track } from "../../../lib/analytics";
import { storedFlag } from "../../../lib/stored-value";

/** Its key in localStorage (the welcome page's inline script reads and stores it too). */
export const TERMS_KEY = "tos";

export const termsAccepted = storedFlag("local", TERMS_KEY);

/**
 * Runs inline in <head> before the first paint: <html data-terms-accepted> for a visitor who has
 * accepted the terms. The server cannot know, so it renders a later stop hidden behind the terms
 * until the page's scripts run; with this, tour-screen.css shows that stop at the first paint
 * instead (a stop opened offline, or on a slow phone, reads at once). Sent as text: no imports.
 */
export const TERMS_FLAG_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(TERMS_KEY)})==="true")document.documentElement.dataset.termsAccepted=""}catch(e){}`;

/** 'I Accept', wherever the modal asks: on a stop, or on the QR page that leads to one. */
export function acceptTerms(): void {
  termsAccepted.set(true);
  track("Tour", "TermsAccepted");
}
