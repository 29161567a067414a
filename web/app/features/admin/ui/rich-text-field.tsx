/**
 * A stored-HTML field (a tour's intro and outro, a stop's narrative, a staff member's bio) with its
 * label and error. The editor's code (TipTap) loads after the form is on screen, so a long form
 * opens quickly; until then the text shows in a box of the editor's size, so nothing below it
 * moves when it arrives.
 */
import { lazy, Suspense, useId } from "react";
import { errorIdOf } from "./field-errors";
import "./rich-text-editor.css";

const RichTextEditor = lazy(async () => ({
  default: (await import("./rich-text-editor")).RichTextEditor,
}));

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
  return (
    <div className="admin-field" id={id}>
      <span id={`${id}-label`} className={required ? "admin-required" : undefined}>
        {label}
        {required && <span className="visually-hidden"> (required)</span>}
      </span>
      <Suspense fallback={<EditorPlaceholder html={value} />}>
        <RichTextEditor
          value={value}
          onChange={onChange}
          labelId={`${id}-label`}
          toolsLabel={`${label} formatting`}
          describedBy={error ? errorIdOf(id) : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The stored text (sanitized by the server when saved) where the editor will be. */
function EditorPlaceholder({ html }: { html: string }) {
  return (
    <div className="admin-rich-text" aria-busy="true">
      <p className="admin-rich-text__tools admin-rich-text__tools--loading">Loading the editor…</p>
      <div className="admin-rich-text__text" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
