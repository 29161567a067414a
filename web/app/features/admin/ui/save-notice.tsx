/**
 * "Tour saved." and the like, under an editor's or a list's heading. A save that opens the editor
 * at its new address (a new item), or a delete that returns to the list, starts a fresh page: focus
 * goes to this message then, instead of falling to the page (WCAG 2.4.3), and a screen reader
 * reads it.
 */
import { useEffect, useRef } from "react";

interface Props {
  message: string | null;
  className: string;
  /** The message came with the navigation that opened the editor. */
  arrived: boolean;
}

export function SaveNotice({ message, className, arrived }: Props) {
  const ref = useRef<HTMLParagraphElement>(null);
  const focusOnce = useRef(arrived);
  useEffect(() => {
    if (!focusOnce.current || !ref.current) return;
    focusOnce.current = false;
    ref.current.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} className={className} role="status" tabIndex={-1}>
      {message}
    </p>
  );
}

/** The notice a navigation brought with it ("Tour saved." after creating a tour, "Tour deleted."). */
export const arrivedNotice = (state: unknown): string | null =>
  (state as { notice?: string } | null)?.notice ?? null;
