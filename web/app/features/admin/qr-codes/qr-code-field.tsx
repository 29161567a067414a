/** One labelled field of the QR code editor, with its red star, help and error (SPEC §5). */
import { useId } from "react";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  help?: string;
  /** Blocks saving; shown in red. */
  error?: string | null;
  autoComplete?: string;
  inputMode?: "text" | "url" | "numeric";
  /** The id of a <datalist> of suggestions. */
  list?: string;
}

export function QrCodeField({
  label,
  value,
  onChange,
  required,
  multiline,
  help,
  error,
  autoComplete = "off",
  inputMode,
  list,
}: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(" ") || undefined;
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
      <label htmlFor={id} className={required ? "admin-required" : undefined}>
        {label}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type="text"
          autoComplete={autoComplete}
          inputMode={inputMode}
          list={list}
          {...common}
        />
      )}
      {help && (
        <p id={helpId} className="admin-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
