/** Search mode: the header becomes a keyword box with the known keywords as suggestions. */
import { searchPath } from "@tours/shared/browser";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { trackSearchTerm } from "../../lib/analytics";
import { useErrors } from "../../lib/errors-context";
import { keywordOptions } from "../search/keyword-options";
import { useAppNavigate } from "./campaign";
import { CloseIcon, SearchIcon } from "./icons";

interface Props {
  /** Leaves search mode; `returnFocus` when the visitor closed it (not when a search was made). */
  onClose(returnFocus: boolean): void;
}

export function SearchBar({ onClose }: Props) {
  const [keywords, setKeywords] = useState<string[]>([]);
  const [value, setValue] = useState("");
  const { addError } = useErrors();
  const navigate = useAppNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  // The visitor just asked to search: put the cursor in the box.
  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    let live = true;
    fetch("/api/keywords")
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((list: string[]) => live && setKeywords(keywordOptions(list)))
      .catch(() => addError("The search keywords could not be loaded."));
    return () => {
      live = false;
    };
  }, [addError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    onClose(false);
    navigate(searchPath(keyword));
  };

  return (
    <form role="search" className="search-bar" onSubmit={submit}>
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search keywords
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        list={listId}
        placeholder="Search keywords..."
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          trackSearchTerm(event.target.value);
        }}
        autoComplete="off"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          onClose(true);
        }}
        ref={input}
      />
      <datalist id={listId}>
        {keywords.map((keyword) => (
          <option key={keyword} value={keyword} />
        ))}
      </datalist>
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Close search"
        onClick={() => onClose(true)}
      >
        <CloseIcon />
      </button>
    </form>
  );
}
