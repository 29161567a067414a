/**
 * 'Save for offline' on a tour's intro: the size before it starts, progress (percent and MB) with
 * Cancel while it saves, then 'Saved for offline · 24 MB · Remove' (Remove asked once more).
 */
import { ConfirmRemove } from "./confirm-remove";
import { formatMegabytes } from "./save-tour";
import { useSavedTour } from "./use-saved-tour";
import "./offline.css";

export function SaveForOffline({ tourId }: { tourId: string }) {
  const { state, save, cancel, remove } = useSavedTour(tourId);
  if (state.step === "hidden") return null;

  return (
    <section className="save-offline" aria-label="Save for offline">
      {state.step === "loading" && <p className="save-offline__note">Checking offline copy…</p>}
      {state.step === "offline" && (
        <p className="save-offline__note">
          Connect to the internet to save this tour for offline use.
        </p>
      )}
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
