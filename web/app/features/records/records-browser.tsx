/**
 * The records list with its title filter. Without scripts: a GET form and page links. With them:
 * the list follows the box as you type (debounced, one page fetched from the server) and grows
 * as you scroll, the page links staying as the fallback.
 */
import { recordPath } from "@tours/shared/browser";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useReplaceInPlace } from "../../lib/in-place-url";
import { AppLink } from "../chrome/app-link";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE, hasCampaign } from "../chrome/campaign";
import { listHref, PAGE_PARAM } from "../paging/page-params";
import { usePagedList } from "../paging/use-paged-list";
import { jsonPageFetcher } from "../paging/json-page-fetcher";
import { ListEnd } from "../paging/list-end";
import { RecordsCount } from "./records-status";
import {
  QUERY_PARAM,
  RECORDS_DATA_PATH,
  type RecordsPage,
  type RecordSummary,
} from "./record-list";

/** How long typing pauses before the list is fetched. */
const TYPING_PAUSE_MS = 300;

const fetchRecords = jsonPageFetcher<RecordSummary>(RECORDS_DATA_PATH, QUERY_PARAM);

export function RecordsBrowser({ first }: { first: RecordsPage }) {
  const { search } = useLocation();
  const replaceInPlace = useReplaceInPlace();
  const inputId = useId();
  const hrefOf = useCallback(
    (query: string, page: number) =>
      listHref("/records", search, {
        [QUERY_PARAM]: query.trim() ? query : null,
        [PAGE_PARAM]: page,
      }),
    [search],
  );
  const onShown = useCallback(
    (query: string, page: number) => replaceInPlace(hrefOf(query, page)),
    [replaceInPlace, hrefOf],
  );
  const list = usePagedList(first, first.query, fetchRecords, onShown);
  const [text, setText] = useState(first.query);
  const [seen, setSeen] = useState(first);
  if (seen !== first) {
    setSeen(first);
    setText(first.query);
  }

  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const change = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => list.filter(value), TYPING_PAUSE_MS);
  };
  // With scripts the box already drives the list; Enter or the button only skips the pause.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(typing.current);
    list.filter(text);
  };

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
          value={text}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
        />
        {hasCampaign(search) && (
          <input type="hidden" name={CAMPAIGN_PARAM} value={CAMPAIGN_VALUE} />
        )}
        <button type="submit" className="button records-search__button">
          Filter
        </button>
      </form>
      <RecordsCount
        status={list.status}
        total={list.total}
        query={list.query}
        onRetry={list.retry}
      />
      {list.items.length === 0 ? (
        list.status !== "filtering" && <p className="records-empty">No records found...</p>
      ) : (
        <ul className="records-list card-grid" aria-busy={list.status === "filtering"}>
          {list.items.map((record) => (
            <li key={record.id}>
              <AppLink to={recordPath(record.slug)} className="records-list__link">
                <span className="records-list__title">{record.Title}</span>
                {record.Type && <span className="records-list__type">{record.Type}</span>}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <ListEnd
        list={list}
        items="records"
        label="Records pages"
        href={(page) => hrefOf(list.query, page)}
      />
    </>
  );
}
