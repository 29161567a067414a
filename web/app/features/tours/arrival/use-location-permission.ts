/**
 * The browser's geolocation permission as it stands, followed as it changes, so arrival watching
 * can start once the visitor has allowed it (on the next-stop map, say) without asking on its own.
 */
import { useEffect, useState } from "react";
import { clearLocationRefused } from "../maps/location-refused";
import { rememberLocationPermission } from "./remembered-permission";

/** "unknown" before the browser answers, or where it cannot say (older Safari). */
export type LocationPermission = PermissionState | "unknown";

export function useLocationPermission(): [LocationPermission, (state: PermissionState) => void] {
  const [state, setState] = useState<LocationPermission>("unknown");

  useEffect(() => {
    let status: PermissionStatus | null = null;
    let gone = false;
    const follow = () => {
      if (status) setState(status.state);
    };
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((answer) => {
        if (gone) return;
        status = answer;
        follow();
        answer.addEventListener("change", follow);
      })
      .catch(() => {});
    return () => {
      gone = true;
      status?.removeEventListener("change", follow);
    };
  }, []);

  useEffect(() => {
    if (state !== "unknown") rememberLocationPermission(state);
    // Allowed in the browser's site settings after a refusal: arrival alerts come back.
    if (state === "granted") clearLocationRefused();
  }, [state]);

  // A fix or a refusal met elsewhere (asking once) is news too, where no change event comes.
  return [state, setState];
}
