/**
 * A stored-HTML field (a tour's intro and outro, a stop's narrative, a staff member's bio) with its
 * label and error. The editor's code (TipTap) loads after the form is on screen, so a long form
 * opens quickly; until then the text shows in a box of the editor's size, so nothing below it
 * moves when it arrives.
 */
import { lazy, Suspense, useId, useState } from "react";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { errorIdOf } from "./field-errors";
import "./rich-text-editor.css";

const RichTextEditor = lazy(async () => ({
  default: (await import("./rich-text-editor")).RichTextEditor,
}));

// Its code failed to arrive (offline, or the site updated long after this page was opened).
const EDITOR_NOT_LOADED =
  "The text editor could not be loaded. Save your other changes, then reload the page to edit this text.";

interface Props {
  /** The field's id, when an error summary links to it. */
  id?: string;
  label: string;
  value: string;
  onChange(html: string): void;
  required?: boolean;
  error?: string | null;
}

export function RichTextField({ id: givenId, label, value, onChange, required, error }: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const [failed, setFailed] = useState(false);
  return (
    <div className="admin-field" id={id}>
      <span id={`${id}-label`} className={required ? "admin-required" : undefined}>
        {label}
        {required && <span className="visually-hidden"> (required)</span>}
      </span>
      {failed ? (
        <EditorPlaceholder html={value} note={EDITOR_NOT_LOADED} />
      ) : (
        <LoadErrorBoundary onError={() => setFailed(true)}>
          <Suspense fallback={<EditorPlaceholder html={value} note="Loading the editor…" />}>
            <RichTextEditor
              value={value}
              onChange={onChange}
              labelId={`${id}-label`}
              toolsLabel={`${label} formatting`}
              describedBy={error ? errorIdOf(id) : undefined}
              invalid={Boolean(error)}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The stored text (sanitized by the server when saved) where the editor will be, or would be. */
function EditorPlaceholder({ html, note }: { html: string; note: string }) {
  return (
    <div className="admin-rich-text" aria-busy={note === EDITOR_NOT_LOADED ? undefined : true}>
      <p className="admin-rich-text__tools admin-rich-text__tools--loading">{note}</p>
      <div className="admin-rich-text__text" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
