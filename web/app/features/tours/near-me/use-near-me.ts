/**
 * 'Near me' on the tours list and the home page: asks the position once and orders tours by how
 * far away they start. The position stays in this component's state: no request carries it.
 */
import { useMemo, useState } from "react";
import type { LatLng } from "../maps/directions";
import { describeDistance } from "../maps/map-geometry";
import { byDistance } from "../arrival/arrival-logic";
import { askPosition } from "../ask-position";
import type { TourSummary } from "../tour-summary";

export type NearMeState =
  | { kind: "off" }
  | { kind: "asking" }
  | { kind: "on"; from: LatLng }
  | { kind: "denied" }
  | { kind: "failed"; message: string };

export function useNearMe() {
  const [state, setState] = useState<NearMeState>({ kind: "off" });
  // The last position, kept so switching back on does not ask again.
  const [from, setFrom] = useState<LatLng | null>(null);

  const toggle = async () => {
    if (state.kind === "on") return setState({ kind: "off" });
    if (from) return setState({ kind: "on", from });
    setState({ kind: "asking" });
    const answer = await askPosition();
    if (answer.kind === "fix") {
      const here = { lat: answer.fix.lat, lng: answer.fix.lng };
      setFrom(here);
      setState({ kind: "on", from: here });
    } else if (answer.kind === "denied") setState({ kind: "denied" });
    else setState({ kind: "failed", message: answer.message });
  };
  return { state, toggle, closeDenied: () => setState({ kind: "off" }) };
}

/** The tours nearest first with a distance note each, or as given when 'Near me' is off. */
export function useOrderedByDistance<T extends TourSummary>(
  tours: readonly T[],
  from: LatLng | null,
) {
  return useMemo(() => {
    if (!from) return { tours, notes: undefined };
    const sorted = byDistance(tours, (tour) => tour.start, from);
    const notes = new Map(
      sorted.map(({ item, metres }) => [
        item.id,
        metres === null ? "Start not on the map" : `Starts ${describeDistance(metres)} away`,
      ]),
    );
    return { tours: sorted.map(({ item }) => item), notes };
  }, [tours, from]);
}
