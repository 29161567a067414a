/**
 * 'Remove' for a saved tour, asked once more before the copy goes: it took a connection to make,
 * so a slip of the finger must not throw it away where there is no signal to save it again.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

interface Props {
  /** What the question names: the tour's title, or "this tour" on the tour itself. */
  what: string;
  onRemove(): void;
  /** The first 'Remove' button, as the place it stands in draws it. */
  children: (ask: () => void) => ReactNode;
}

export function ConfirmRemove({ what, onRemove, children }: Props) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  if (!asking) return children(() => setAsking(true));
  return (
    <div className="confirm-remove" role="group" aria-labelledby={id}>
      <p id={id}>Remove the saved copy of {what}? Saving it again needs a connection.</p>
      <div className="confirm-remove__actions">
        <button ref={yes} type="button" className="button" onClick={onRemove}>
          Yes, remove
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
