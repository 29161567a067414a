/**
 * 'Read along': the narration's transcript (WCAG 1.2.1), in a modal dialog titled 'Transcript'.
 * The native <dialog> keeps focus inside, closes on Escape and gives focus back to the button.
 * Its content is only put in while open. Until the page runs (the server render, or no scripts
 * at all) the transcript is a disclosure in the page instead, so it is there for everyone.
 */
import { useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../../chrome/icons";
import { useInteractive } from "../use-interactive";

export const NO_TRANSCRIPT = "This narration has no transcript yet.";

interface Props {
  /** What is playing, e.g. the stop's site name. */
  title: string;
  /** Plain text, paragraphs separated by blank lines; "" when there is none. */
  transcript: string;
}

export function ReadAlong({ title, transcript }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const interactive = useInteractive();

  // Opened once its content is in, so showModal() moves focus to the close button.
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  if (!interactive) {
    return (
      <details className="read-along-inline">
        {/* The button's label and size, so nothing moves when the page takes over. */}
        <summary className="button button--secondary audio-player__read">Read along</summary>
        <TranscriptText transcript={transcript} />
      </details>
    );
  }
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
                Transcript
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
            <p className="read-along__of">{title}</p>
            <TranscriptText transcript={transcript} />
          </>
        )}
      </dialog>
    </>
  );
}

/** The transcript's paragraphs, or a plain word that there is none. */
function TranscriptText({ transcript }: { transcript: string }) {
  const paragraphs = transcript
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <p className="read-along__none">{NO_TRANSCRIPT}</p>;
  return (
    <div className="read-along__text">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
