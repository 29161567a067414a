/**
 * 'Use my location': a curator standing at the site fills the coordinates from the phone's GPS
 * with one tap, the fix's accuracy said. Empty boxes are filled at once; a point already typed is
 * replaced only once the curator has seen the new values and chosen them.
 */
import { useState } from "react";
import { askPosition } from "../../tours/ask-position";
import { accuracyText, type Fix, failureText, fixTexts, ROUGH_METRES } from "./my-location";

interface Props {
  lat: string;
  lng: string;
  onChange(lat: string, lng: string): void;
}

type State =
  | { kind: "idle" }
  | { kind: "finding" }
  | { kind: "set"; fix: Fix }
  | { kind: "offered"; fix: Fix }
  | { kind: "failed"; message: string };

export function MyLocationButton({ lat, lng, onChange }: Props) {
  const [state, setState] = useState<State>({ kind: "idle" });
  const finding = state.kind === "finding";

  const locate = async () => {
    if (finding) return;
    setState({ kind: "finding" });
    // A fresh fix: one from a site visited a minute ago would place the record there.
    const answer = await askPosition(20_000, 0);
    if (answer.kind !== "fix") return setState({ kind: "failed", message: failureText(answer) });
    const fix = answer.fix;
    if (lat.trim() || lng.trim()) return setState({ kind: "offered", fix });
    const texts = fixTexts(fix);
    onChange(texts.lat, texts.lng);
    setState({ kind: "set", fix });
  };

  const use = (fix: Fix) => {
    const texts = fixTexts(fix);
    onChange(texts.lat, texts.lng);
    setState({ kind: "set", fix });
  };

  return (
    <div className="record-location">
      {/* aria-disabled, not disabled: focus stays on the button while it waits. */}
      <button
        type="button"
        className="admin-button admin-button--secondary"
        aria-disabled={finding || undefined}
        onClick={() => void locate()}
      >
        {finding ? "Finding your location…" : "Use my location"}
      </button>
      <div role="status">
        {state.kind === "set" && (
          <p className="admin-field__help">
            Set from your location, {accuracy(state.fix)}. Check the point on the map.
          </p>
        )}
        {state.kind === "offered" && (
          <>
            <p className="admin-field__help">
              Your location is {fixTexts(state.fix).lat}, {fixTexts(state.fix).lng},{" "}
              {accuracy(state.fix)}. Replace the coordinates above with it?
            </p>
            <div className="record-location__choices">
              <button type="button" className="admin-button" onClick={() => use(state.fix)}>
                Replace with my location
              </button>
              <button
                type="button"
                className="admin-button admin-button--secondary"
                onClick={() => setState({ kind: "idle" })}
              >
                Keep the coordinates
              </button>
            </div>
          </>
        )}
        {state.kind === "failed" && <p className="admin-field__error">{state.message}</p>}
      </div>
    </div>
  );
}

const accuracy = (fix: Fix) =>
  `accurate to ${accuracyText(fix.accuracy)}${fix.accuracy > ROUGH_METRES ? " (rough: try again outdoors for a closer fix)" : ""}`;
