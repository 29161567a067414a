/**
 * One labelled text field of an admin editor: the red star of a required field (SPEC §5), help,
 * an amber warning that never blocks saving, and a red error, all tied to the input for screen
 * readers.
 */
import { useId } from "react";
import { errorIdOf, fieldAria } from "./field-errors";

interface Props {
  /** The input's id, when an error summary links to it; otherwise one of its own. */
  id?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "number";
  inputMode?: "text" | "url" | "numeric" | "decimal";
  min?: number;
  step?: number | "any";
  autoComplete?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
  help?: string;
  /** Shown in amber; never blocks saving. */
  warning?: string | null;
  /** Blocks saving (or came back from the server); shown in red. */
  error?: string | null;
  /** The error is read out at once when it appears (role="alert"). */
  alert?: boolean;
}

export function TextField({
  id: givenId,
  label,
  value,
  onChange,
  required,
  multiline,
  help,
  warning,
  error,
  alert,
  type = "text",
  autoComplete = "off",
  ...input
}: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const common = {
    id,
    value,
    required,
    ...fieldAria(id, error, [help && `${id}-help`, warning && `${id}-warning`]),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="admin-field">
      <label htmlFor={id} className={required ? "admin-required" : undefined}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={type} autoComplete={autoComplete} {...input} {...common} />
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
        <p id={errorIdOf(id)} className="admin-field__error" role={alert ? "alert" : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
