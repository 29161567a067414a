/**
 * Brings a message that just appeared (a save's failure, a conflict) to the user: it takes the
 * focus, which scrolls it into view above the editor's bar and has screen readers read it. An
 * editor's messages sit at the foot of its form, often far from where the user was looking.
 */
import { useEffect, useRef } from "react";

/** The ref of the element to reveal whenever `shown` becomes a new truthy value. */
export function useReveal<T extends HTMLElement>(shown: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}
