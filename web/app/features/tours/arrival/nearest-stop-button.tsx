/** 'Start at the nearest stop' on a tour's intro, in person: asks the position once. */
import { useState } from "react";
import { useInteractive } from "../use-interactive";
import { nearest } from "./arrival-logic";
import { askPosition } from "../ask-position";
import { LocationDeniedDialog } from "../maps/location-denied-dialog";
import "./arrival.css";
import type { ArrivalStop } from "./use-arrival";

interface Props<T extends ArrivalStop> {
  stops: readonly T[];
  /** Opens the stop with its narration playing. */
  onOpen(stop: T): void;
}

export function NearestStopButton<T extends ArrivalStop>({ stops, onOpen }: Props<T>) {
  const interactive = useInteractive();
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(false);
  const [problem, setProblem] = useState("");
  // A tour none of whose stops is placed has no nearest stop to offer.
  if (!stops.some((stop) => stop.coordinates)) return null;

  const start = async () => {
    setBusy(true);
    setProblem("");
    const answer = await askPosition();
    setBusy(false);
    if (answer.kind === "denied") return setDenied(true);
    if (answer.kind === "unavailable") return setProblem(answer.message);
    const stop = nearest(stops, (s) => s.coordinates, answer.fix);
    if (stop) onOpen(stop);
  };

  return (
    <>
      <button
        type="button"
        className="button button--secondary nearest-stop-button"
        aria-busy={busy}
        // In the server's page too, quiet until the scripts run: appearing then, it pushed down
        // what follows it (the intro's lesson plans).
        disabled={!interactive || busy}
        onClick={() => void start()}
      >
        {busy ? "Finding the nearest stop…" : "Start at the nearest stop"}
      </button>
      {problem && (
        <p className="arrival__problem" role="alert">
          {problem}
        </p>
      )}
      <LocationDeniedDialog open={denied} onOk={() => setDenied(false)} />
    </>
  );
}
