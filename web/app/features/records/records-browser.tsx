/** The records list with its title filter: live as you type, and a plain GET form without JavaScript. */
import { type FormEvent, useId, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { AppLink } from "../chrome/app-link";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE } from "../chrome/campaign";
import { filterByTitle, type RecordSummary } from "./record-list";

export const QUERY_PARAM = "q";

interface Props {
  records: RecordSummary[];
  initialQuery: string;
}

export function RecordsBrowser({ records, initialQuery }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = useMemo(() => filterByTitle(records, query), [records, query]);
  const inputId = useId();

  const change = (value: string) => {
    setQuery(value);
    // Keep the address in step so a reload or a shared link shows the same list.
    setSearchParams(
      (params) => {
        if (value.trim()) params.set(QUERY_PARAM, value);
        else params.delete(QUERY_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  // With JavaScript the list already follows the box; without it the form reloads the page.
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <>
      <form
        method="get"
        action="/records"
        role="search"
        aria-label="Records by title"
        className="records-search"
        onSubmit={submit}
      >
        <label htmlFor={inputId} className="visually-hidden">
          Search records by title
        </label>
        <input
          id={inputId}
          type="search"
          name={QUERY_PARAM}
          placeholder="Search by title..."
          value={query}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
        />
        {searchParams.get(CAMPAIGN_PARAM) === CAMPAIGN_VALUE && (
          <input type="hidden" name={CAMPAIGN_PARAM} value={CAMPAIGN_VALUE} />
        )}
        <button type="submit" className="button records-search__button">
          Filter
        </button>
      </form>
      <p className="records-count" role="status">
        {shown.length === records.length
          ? `${records.length} ${records.length === 1 ? "record" : "records"}`
          : `${shown.length} of ${records.length} records`}
      </p>
      {shown.length === 0 ? (
        <p className="records-empty">No records found...</p>
      ) : (
        <ul className="records-list">
          {shown.map((record) => (
            <li key={record.id}>
              <AppLink to={`/records/${record.slug}`} className="records-list__link">
                <span className="records-list__title">{record.Title}</span>
                {record.Type && <span className="records-list__type">{record.Type}</span>}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
