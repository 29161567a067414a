/**
 * A list field of a record (Source, Contributor, Subject, Keyword): the values as removable chips,
 * and a box suggesting the values other records use (SPEC §5 Option lists) that also takes new ones.
 */
import { errorIdOf } from "../ui/field-errors";
import { type KeyboardEvent, memo, useId, useState } from "react";

interface Props {
  label: string;
  values: string[];
  options: readonly string[];
  onChange(values: string[]): void;
  error?: string | null;
  /** The fieldset's id, which an error summary links to. */
  id?: string;
}

export function ListField({ label, values, options, onChange, error, ...rest }: Props) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  const [text, setText] = useState("");
  const present = new Set(values.map((value) => value.toLowerCase()));

  const add = () => {
    const value = text.trim();
    if (value && !present.has(value.toLowerCase())) onChange([...values, value]);
    setText("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the value instead of submitting the whole record.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset
      id={id}
      className="record-list-field"
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend>{label}</legend>
      {values.length > 0 ? (
        <ul className="record-chips">
          {values.map((value, index) => (
            <li key={`${value}-${index}`} className="record-chip">
              <span>{value}</span>
              <button
                type="button"
                className="record-chip__remove"
                aria-label={`Remove ${label} ${value}`}
                onClick={() => onChange(values.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-field__help">None yet.</p>
      )}
      <div className="record-list-field__add">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {label} to add
        </label>
        <input
          id={`${id}-input`}
          type="text"
          autoComplete="off"
          list={`${id}-options`}
          value={text}
          placeholder={`Add ${label.toLowerCase()}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="admin-button admin-button--secondary"
          disabled={text.trim() === ""}
          aria-label={`Add ${label}`}
          onClick={add}
        >
          Add
        </button>
      </div>
      <OptionList id={`${id}-options`} options={options} values={values} />
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The suggestions not chosen yet. Memoized: an archive can hold thousands of values, and typing in
 * any other field of the record must not redraw them.
 */
const OptionList = memo(function OptionList({
  id,
  options,
  values,
}: {
  id: string;
  options: readonly string[];
  values: readonly string[];
}) {
  const present = new Set(values.map((value) => value.toLowerCase()));
  return (
    <datalist id={id}>
      {options
        .filter((option) => !present.has(option.toLowerCase()))
        .map((option) => (
          <option key={option} value={option} />
        ))}
    </datalist>
  );
});
