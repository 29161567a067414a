/**
 * An admin editor's bar: Save, Cancel, where the draft stands ('Unsaved changes', 'Saved') and
 * 'View on site', kept in sight at the bottom of the screen while a long form
 * scrolls, so what a save did is seen where Save was pressed. Delete is never in it:
 * `DeleteSection` puts it apart, at the end of the page and behind a confirmation, so that it is
 * not pressed for Save.
 */
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { ConfirmButton } from "./confirm-button";
import "./editor-bar.css";

/** Where an editor's draft stands: changed since it was loaded or saved; saved on this page. */
export interface SaveState {
  dirty: boolean;
  saved: boolean;
}

export function saveStateText({ dirty, saved }: SaveState): string {
  if (dirty) return "Unsaved changes";
  return saved ? "Saved" : "";
}

interface Props {
  /** The editor's SaveButton. */
  children: ReactNode;
  state: SaveState;
  /** Where Cancel leads (the list); none in a dialog, which has its own way out. */
  cancelTo?: string;
  /** The item's public page as last saved; none before the first save. */
  viewOnSite?: string | null;
}

export function EditorBar({ children, state, cancelTo, viewOnSite }: Props) {
  return (
    <div className="editor-bar">
      {children}
      {cancelTo && (
        <Link to={cancelTo} className="admin-button admin-button--secondary">
          Cancel
        </Link>
      )}
      {/* In the page while empty, so that screen readers read each change. */}
      <p className="editor-bar__state" role="status">
        {saveStateText(state)}
      </p>
      {viewOnSite && (
        <a href={viewOnSite} className="editor-bar__view" target="_blank" rel="noopener noreferrer">
          View<span className="editor-bar__view-more"> on site</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

interface DeleteProps {
  /** The item in words, e.g. "tour", "QR code". */
  what: string;
  /** Delete confirmed. */
  onDelete(): Promise<unknown> | void;
  disabled?: boolean;
  /** The button's accessible name when "Delete" is not enough ("Delete the tour Fort Negley"). */
  label?: string;
  /** Said under the button (why a delete failed). */
  children?: ReactNode;
}

/** Delete behind a confirmation, at the end of an editor's page under a heading of its own. */
export function DeleteSection({ what, onDelete, disabled, label, children }: DeleteProps) {
  const headingId = useId();
  return (
    <section className="editor-delete" aria-labelledby={headingId}>
      <h2 id={headingId}>Delete this {what}</h2>
      <p>It leaves the site at once, for visitors too.</p>
      <ConfirmButton onConfirm={() => void onDelete()} disabled={disabled} aria-label={label}>
        Delete
      </ConfirmButton>
      {children}
    </section>
  );
}
