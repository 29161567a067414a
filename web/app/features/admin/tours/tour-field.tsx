/** One labelled field of the tour editor, with its red star, help and error (SPEC §5 Tour). */
import { useId } from "react";

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "number";
  help?: string;
  error?: string | null;
  inputMode?: "text" | "url" | "decimal";
  min?: number;
  step?: number | "any";
}

export function TourField({
  label,
  value,
  onChange,
  required,
  multiline,
  help,
  error,
  ...rest
}: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [help && helpId, error && errorId].filter(Boolean).join(" ") || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="admin-field">
      <label htmlFor={id} className={required ? "admin-required" : undefined}>
        {label}
        {required && <span className="visually-hidden"> (required)</span>}
      </label>
      {multiline ? (
        <textarea rows={3} {...common} />
      ) : (
        <input
          type={rest.type ?? "text"}
          autoComplete="off"
          inputMode={rest.inputMode}
          min={rest.min}
          step={rest.step}
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
