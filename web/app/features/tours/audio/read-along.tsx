/**
 * 'Read along': the whole narrative as the narration's transcript, in a modal dialog. The native
 * <dialog> keeps focus inside, closes on Escape and gives focus back to the button. Its content
 * is only put in while open, so the page does not hold the narrative twice.
 */
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../../chrome/icons";
import { RichText } from "../screen/rich-text";

export function ReadAlong({ title, html }: { title: string; html: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [open, setOpen] = useState(false);

  // Opened once its content is in, so showModal() moves focus to the close button.
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="button button--secondary audio-player__read"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Read along
      </button>
      <dialog
        ref={dialog}
        className="read-along"
        aria-labelledby={headingId}
        onClose={() => setOpen(false)}
      >
        {open && (
          <>
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
          </>
        )}
      </dialog>
    </>
  );
}
