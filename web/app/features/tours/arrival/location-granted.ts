/**
 * Whether this browser last said the site may use the visitor's location, kept so a returning
 * visitor's stop is drawn as it will stand once the scripts ask the browser: without 'Tell me
 * when I arrive' (nothing to ask) and with the distance's line already in place. The server
 * cannot know; without this, the arrival panel shrank under the visitor's eyes after hydration
 * and everything below it moved up.
 */
export const LOCATION_GRANTED_KEY = "location-granted";

/**
 * Runs inline in <head> before the first paint: <html data-location-granted> where location was
 * allowed last time (arrival.css reads it). Sent as text: no imports.
 */
export const LOCATION_GRANTED_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(LOCATION_GRANTED_KEY)})==="true")document.documentElement.dataset.locationGranted=""}catch(e){}`;

/** The browser's answer, kept for the next page and shown on <html> at once. */
export function rememberLocationPermission(state: PermissionState): void {
  const granted = state === "granted";
  try {
    localStorage.setItem(LOCATION_GRANTED_KEY, String(granted));
  } catch {
    // Private mode: the next page asks the browser again, as before.
  }
  document.documentElement.toggleAttribute("data-location-granted", granted);
}
