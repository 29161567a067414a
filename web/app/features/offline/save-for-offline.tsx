/**
 * 'Save for offline' on a tour's intro (and at the foot of its stops taken in person): the size
 * before it starts, progress (percent and MB) with Cancel while it saves, then 'Saved for offline ·
 * 24 MB · Remove' (Remove asked once more).
 */
import { useEffect, useState } from "react";
import { whenIdle } from "../../lib/use-idle";
import { ConfirmRemove } from "./confirm-remove";
import { formatMegabytes } from "./save-tour";
import { useSavedTour } from "./use-saved-tour";
import "./offline.css";

interface Props {
  tourId: string;
  /** Said before the offer (not once the tour is saved). */
  lead?: string;
}

export function SaveForOffline({ tourId, lead }: Props) {
  const { state, save, cancel, remove } = useSavedTour(tourId);
  if (state.step === "hidden") return null;

  return (
    <section className="save-offline" aria-label="Save for offline">
      {(state.step === "unchecked" || state.step === "loading") && (
        // Where the offer will be, as tall, from the server's page on: the offer, once this
        // device is checked, moves nothing below it (the intro's lesson plans slid down twice).
        <button type="button" className="button button--secondary" disabled>
          Save for offline
        </button>
      )}
      {state.step === "offline" && (
        <p className="save-offline__note">
          Connect to the internet to save this tour for offline use.
        </p>
      )}
      {lead && state.step === "ready" && <p className="save-offline__note">{lead}</p>}
      {state.step === "ready" && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void save(state.plan)}
        >
          Save for offline · {formatMegabytes(state.plan.bytes)}
        </button>
      )}
      {state.step === "saving" && (
        <div className="save-offline__progress">
          <label>
            {state.refresh ? "Updating the saved copy" : "Saving for offline"}:{" "}
            {Math.round(state.fraction * 100)} % · {formatMegabytes(state.bytes)} of{" "}
            {formatMegabytes(state.total)}
            <progress max={1} value={state.fraction} />
          </label>
          <button type="button" className="button button--secondary" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      {state.step === "saved" && (
        <ConfirmRemove what="this tour" onRemove={() => void remove()}>
          {(ask) => (
            <p className="save-offline__saved" role="status">
              Saved for offline · {formatMegabytes(state.saved.bytes)} ·{" "}
              <button type="button" onClick={ask}>
                Remove
              </button>
            </p>
          )}
        </ConfirmRemove>
      )}
      {state.step === "failed" && (
        <div role="alert" className="save-offline__failed">
          <p>Could not save this tour: {state.message}</p>
          {state.plan && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void save(state.plan!)}
            >
              Try again
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The same offer at the foot of a stop taken in person, for a visitor who came from a QR sign
 * straight to a stop and never saw the intro. It appears a while after the stop opened, in idle
 * time, so its size check never competes with the narration's first bytes, and at the foot of the
 * page, where its arrival moves nothing in view.
 */
export function SaveForOfflineOnStop({ tourId }: { tourId: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setShown(true));
    }, OFFER_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);
  return shown ? <SaveForOffline tourId={tourId} lead={STOP_LEAD} /> : null;
}

const OFFER_AFTER_MS = 5000;
const STOP_LEAD = "Walking on where there may be no signal? Keep this tour on your phone.";
