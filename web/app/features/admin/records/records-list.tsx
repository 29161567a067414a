/**
 * /admin/records, the records screen (SPEC §2 Records list): every record by title, filtered by
 * type ('All' plus the types in use) and by a case-insensitive title search. The filter is
 * remembered while the admin stays open (SPEC §3 'records search term (admin)'), so it survives a
 * visit to an editor.
 */
import type { ArchiveRecord } from "@tours/shared";
import { useId, useMemo, useState } from "react";
import { RecordRows } from "./record-rows";
import { uniqueSorted } from "./record-options";
import {
  ALL_TYPES,
  countText,
  filterRecords,
  indexRecords,
  type RecordFilter,
} from "./record-search";
import { records, requestRecordsEarly } from "./records-api";
import "./records-list.css";
import { LoadFailed } from "../ui/load-failed";
import { ListHeader } from "../ui/list-header";
import { adminMeta } from "../ui/admin-title";
import type { Route } from "./+types/records-list";

export const meta: Route.MetaFunction = () => adminMeta("Records");

export function clientLoader() {
  requestRecordsEarly();
  return null;
}

let rememberedFilter: RecordFilter = { query: "", type: ALL_TYPES };

const typesOf = (records: readonly ArchiveRecord[]) =>
  uniqueSorted(records.map((record) => record.Type));

export default function RecordsList() {
  const list = records.useList(indexRecords);
  const types = records.useList(typesOf).data ?? [];
  const [filter, setFilterState] = useState(rememberedFilter);
  const typeId = useId();
  const searchId = useId();
  const setFilter = (change: Partial<RecordFilter>) => {
    rememberedFilter = { ...filter, ...change };
    setFilterState(rememberedFilter);
  };
  const all = list.data;
  const shown = useMemo(() => filterRecords(all ?? [], filter), [all, filter]);
  // A type remembered from before may no longer exist; it is still offered so the list explains itself.
  const typeOptions =
    filter.type === ALL_TYPES || types.includes(filter.type) ? types : [...types, filter.type];

  return (
    <>
      <ListHeader title="Records" newPath="/admin/records/new" newLabel="New Record" />
      <div className="records-filters">
        <div className="records-filter">
          <label htmlFor={typeId}>Type</label>
          <select
            id={typeId}
            value={filter.type}
            onChange={(event) => setFilter({ type: event.target.value })}
          >
            <option value={ALL_TYPES}>All</option>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="records-filter">
          <label htmlFor={searchId}>Search by title</label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={filter.query}
            onChange={(event) => setFilter({ query: event.target.value })}
          />
        </div>
      </div>

      {list.isPending ? (
        <p role="status">Loading records…</p>
      ) : list.isError ? (
        <LoadFailed what="The records" onRetry={() => list.refetch()} />
      ) : (
        <>
          <p className="records-count" aria-live="polite">
            {countText(shown.length, all?.length ?? 0)}
          </p>
          {shown.length === 0 ? (
            <p className="records-empty">No records found...</p>
          ) : (
            <RecordRows items={shown} />
          )}
        </>
      )}
    </>
  );
}
