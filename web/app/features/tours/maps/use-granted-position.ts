/**
 * The visitor's position for maps that must not ask for it (the tour overview): watched only
 * when the browser says location is already granted, so opening the map never prompts.
 */
import { useEffect, useState } from "react";
import { type PositionFix, useWatchedPosition } from "./use-watched-position";

const ignore = () => {};

export function useGrantedPosition(): PositionFix | null {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let live = true;
    const update = () => setGranted(status?.state === "granted");
    navigator.permissions
      ?.query({ name: "geolocation" })
      .then((result) => {
        if (!live) return;
        status = result;
        update();
        result.addEventListener("change", update);
      })
      .catch(() => setGranted(false));
    return () => {
      live = false;
      status?.removeEventListener("change", update);
    };
  }, []);
  return useWatchedPosition(granted, ignore);
}
