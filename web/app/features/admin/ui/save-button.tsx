/**
 * An editor's Save button. While it cannot save (something is wrong, or a save is on its way) it
 * says so with `aria-disabled` instead of `disabled`, so the keyboard focus stays on it rather
 * than falling to the page (WCAG 2.4.3); the form's submit handler decides what pressing does.
 */
import type { ReactNode } from "react";

interface Props {
  /** Something keeps the editor from saving now. */
  blocked?: boolean;
  /** A save (or upload) is on its way; `busyLabel` shows meanwhile. */
  busy?: boolean;
  busyLabel?: string;
  children?: ReactNode;
}

export function SaveButton({ blocked, busy, busyLabel = "Saving…", children = "Save" }: Props) {
  return (
    <button type="submit" className="admin-button" aria-disabled={blocked || busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
