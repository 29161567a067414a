/**
 * What this browser last said about the visitor's location, kept so a returning visitor's tour
 * page is drawn as it will stand once the scripts ask the browser: where location was allowed,
 * without 'Tell me when I arrive' (nothing to ask) and with the distance's line in place; where it
 * was refused, with 'Arrival alerts are off' and without the offers to use it. The server cannot
 * know; without this, the arrival panel changed under the visitor's eyes after hydration and
 * everything below it moved.
 */
export const LOCATION_PERMISSION_KEY = "location-permission";

/**
 * Runs inline in <head> before the first paint: <html data-location-granted> or
 * <html data-location-denied> as the browser last answered (arrival.css reads them). Sent as
 * text: no imports.
 */
export const LOCATION_PERMISSION_SCRIPT = `try{var s=localStorage.getItem(${JSON.stringify(LOCATION_PERMISSION_KEY)});if(s==="granted"||s==="denied")document.documentElement.setAttribute("data-location-"+s,"")}catch(e){}`;

/** The browser's answer, kept for the next page and shown on <html> at once. */
export function rememberLocationPermission(state: PermissionState): void {
  try {
    localStorage.setItem(LOCATION_PERMISSION_KEY, state);
  } catch {
    // Private mode: the next page asks the browser again, as before.
  }
  const root = document.documentElement;
  root.toggleAttribute("data-location-granted", state === "granted");
  root.toggleAttribute("data-location-denied", state === "denied");
}
