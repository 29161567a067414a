/**
 * The Terms of Use modal shown before every stop but the first until accepted (SPEC §4); the QR
 * flow asks it on the page whose tap leads to such a stop.
 */
import { memo, useEffect, useRef } from "react";
import { focusAndAnnouncePage } from "../../../lib/page-focus";
import { termsAccepted } from "./terms-accepted";
import { CloseIcon } from "../../chrome/icons";
import "./terms-modal.css";

interface Props {
  open: boolean;
  onAccept(): void;
  onClose(): void;
  /**
   * Where focus goes once the modal has closed. By default to what it hid (the stop), or to the
   * notice standing in for it when closed unaccepted, named in the live region; a page that stays
   * as it was gives focus back to the control that opened it.
   */
  onClosed?(): void;
}

// Memoised: the tour screen renders again for other stops' details and the narration's state.
export const TermsModal = memo(function TermsModal({
  open,
  onAccept,
  onClose,
  onClosed = focusAndAnnouncePage,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The first render after a reload still takes the terms as not accepted (the server's view);
    // opening then would close at once and move focus to the page's heading, as if it had hidden it.
    if (open && !element.open && !termsAccepted.get()) element.showModal();
    // Only a dialog this component showed: one the welcome page's inline script opened before the
    // page ran stays open until the page takes it over.
    if (!open && shown.current && element.open) element.close();
    shown.current = open;
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="terms-modal"
      aria-labelledby="terms-title"
      // Hooks for the welcome page's inline script (features/landing/early-story-tap.ts).
      data-terms=""
      onClose={() => {
        onClose();
        // Once what the modal hid has been drawn.
        requestAnimationFrame(() => onClosed());
      }}
    >
      <button
        type="button"
        className="icon-button terms-modal__close"
        aria-label="Close"
        data-terms-action="close"
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <h2 id="terms-title">Terms of Use</h2>
      <p>Before you go on, please agree to take this tour safely and respectfully:</p>
      <ul>
        <li>
          Watch for traffic. Stop walking or pull over before you read, look at the map or use the
          controls.
        </li>
        <li>
          Stay on public sidewalks and roads. Many sites are private homes, churches or businesses:
          please do not enter or trespass.
        </li>
        <li>
          You take the tour at your own risk; check opening hours, weather and your route before you
          set out.
        </li>
        <li>
          The tour's texts, images and recordings are for personal and classroom use. See the FAQ
          for reusing images.
        </li>
      </ul>
      <div className="terms-modal__actions">
        <button type="button" className="button" data-terms-action="accept" onClick={onAccept}>
          I Accept
        </button>
      </div>
    </dialog>
  );
});
