/**
 * Records in the admin cache (SPEC §4 'Loading and caching'): GET /records once for every admin
 * screen that needs them (the list, the editor, the picker, the QR editor's suggestions); saves
 * and deletes update the cached list in place.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArchiveRecord, RecordInput } from "@tours/shared";
import { adminRequest } from "../api/admin-api";
import { requestEarly, takeEarly } from "../api/early-request";

export const RECORDS_KEY = ["admin", "records"] as const;

const RECORDS_PATH = "/records";
const fetchRecords = ({ signal }: { signal: AbortSignal }) =>
  takeEarly<ArchiveRecord[]>(RECORDS_PATH, signal);

/** The records route's clientLoader: on a first page load the archive starts loading at once. */
export const requestRecordsEarly = () => requestEarly(RECORDS_PATH);

/** The records as the server sends them; `select` derives what a screen needs, memoized. */
export function useAdminRecords<T = ArchiveRecord[]>(select?: (records: ArchiveRecord[]) => T) {
  return useQuery({ queryKey: RECORDS_KEY, queryFn: fetchRecords, select });
}

function storeSaved(client: QueryClient, saved: ArchiveRecord) {
  client.setQueryData<ArchiveRecord[]>(RECORDS_KEY, (list) => {
    if (!list) return list;
    const at = list.findIndex((record) => record.id === saved.id);
    if (at === -1) return [...list, saved];
    const next = [...list];
    next[at] = saved;
    return next;
  });
}

/** POST for a new record, PUT with its version otherwise; answers the saved record. */
export function useSaveRecord(isNew: boolean) {
  const client = useQueryClient();
  return useMutation({
    // The editor shows field errors, the slug alert and conflicts itself.
    meta: { silent: true },
    mutationFn: (input: RecordInput) =>
      isNew
        ? adminRequest<ArchiveRecord>("/records", { method: "POST", body: input })
        : adminRequest<ArchiveRecord>(`/records/${encodeURIComponent(input.id)}`, {
            method: "PUT",
            body: input,
          }),
    onSuccess: (saved) => storeSaved(client, saved),
  });
}

export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({
    // The editor shows why next to the Delete button (e.g. the tours whose stops use it).
    meta: { silent: true },
    mutationFn: (id: string) =>
      adminRequest<void>(`/records/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) =>
      client.setQueryData<ArchiveRecord[]>(RECORDS_KEY, (list) =>
        list?.filter((record) => record.id !== id),
      ),
  });
}

/** Reads the list again (after a conflict) and answers the record as saved now, if it still exists. */
export async function refetchRecord(client: QueryClient, id: string) {
  await client.refetchQueries({ queryKey: RECORDS_KEY, exact: true });
  return client.getQueryData<ArchiveRecord[]>(RECORDS_KEY)?.find((record) => record.id === id);
}
