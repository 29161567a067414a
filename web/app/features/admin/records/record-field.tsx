/** One labelled text field of the record editor with its red star, help, warning and error. */
import { useId } from "react";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** SPEC §5: a red star, and the word 'required' for screen readers. */
  required?: boolean;
  multiline?: boolean;
  help?: string;
  /** Shown in amber; never blocks saving. */
  warning?: string | null;
  /** Blocks saving (or came back from the server); shown in red. */
  error?: string | null;
  inputMode?: "text" | "url" | "decimal";
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

export function RecordField({
  label,
  value,
  onChange,
  required,
  multiline,
  help,
  warning,
  error,
  inputMode,
  list,
}: Props) {
  const id = useId();
  const describedBy =
    [help && `${id}-help`, warning && `${id}-warning`, error && `${id}-error`]
      .filter(Boolean)
      .join(" ") || undefined;
  const common = {
    id,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>
        <FieldLabel label={label} required={required} />
      </label>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type="text" autoComplete="off" inputMode={inputMode} list={list} {...common} />
      )}
      {help && (
        <p id={`${id}-help`} className="admin-field__help">
          {help}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} className="admin-field__warning">
          {warning}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A label's text with the red star of a required field (its meaning spelled out for screen readers). */
export function FieldLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <>
          <span className="record-star" aria-hidden="true">
            {" "}
            *
          </span>
          <span className="visually-hidden"> required</span>
        </>
      )}
    </>
  );
}
