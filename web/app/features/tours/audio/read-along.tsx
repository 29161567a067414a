/**
 * 'Read along': the whole narrative as the narration's transcript, in a modal dialog. The native
 * <dialog> keeps focus inside, closes on Escape and gives focus back to the button.
 */
import { useId, useRef } from "react";
import { CloseIcon } from "../../chrome/icons";
import { RichText } from "../screen/rich-text";

export function ReadAlong({ title, html }: { title: string; html: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  return (
    <>
      <button
        type="button"
        className="button button--secondary audio-player__read"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        Read along
      </button>
      <dialog ref={dialog} className="read-along" aria-labelledby={headingId}>
        <div className="read-along__bar">
          <h2 id={headingId} className="read-along__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button read-along__close"
            aria-label="Close the transcript"
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <RichText html={html} className="read-along__text" />
      </dialog>
    </>
  );
}
