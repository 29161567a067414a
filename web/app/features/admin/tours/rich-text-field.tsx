/** A stored-HTML field of a tour or stop (intro, outro, narrative) with its label and error. */
import { useId } from "react";
import { RichTextEditor } from "../ui/rich-text-editor";

interface Props {
  label: string;
  value: string;
  onChange(html: string): void;
  required?: boolean;
  error?: string | null;
}

export function RichTextField({ label, value, onChange, required, error }: Props) {
  const id = useId();
  return (
    <div className="admin-field">
      <span id={`${id}-label`} className={required ? "admin-required" : undefined}>
        {label}
        {required && <span className="visually-hidden"> (required)</span>}
      </span>
      <RichTextEditor
        value={value}
        onChange={onChange}
        labelId={`${id}-label`}
        toolsLabel={`${label} formatting`}
        describedBy={error ? `${id}-error` : undefined}
        invalid={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
