/**
 * One yes/no field of an admin editor: a checkbox with its label beside it, the whole row a
 * 44 px target, with help and a red error tied to it for screen readers.
 */
import { useId } from "react";
import { errorIdOf, fieldAria } from "./field-errors";

interface Props {
  /** The input's id, when an error summary links to it; otherwise one of its own. */
  id?: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  help?: string;
  error?: string | null;
}

export function YesNoField({ id: givenId, label, checked, onChange, help, error }: Props) {
  const ownId = useId();
  const id = givenId ?? ownId;
  return (
    <div className="admin-field yes-no-field">
      <label htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fieldAria(id, error, [help && `${id}-help`])}
        />
        {label}
      </label>
      {help && (
        <p id={`${id}-help`} className="admin-field__help">
          {help}
        </p>
      )}
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
