/**
 * Records in the admin cache: GET /records once for every admin screen that needs them (the list,
 * the editor, the picker, the QR editor's suggestions); saves and deletes update the cached list.
 */
import type { ArchiveRecord, RecordInput } from "@tours/shared";
import { adminCollection } from "../api/admin-collection";
import { requestEarly, takeEarly } from "../api/early-request";

const RECORDS_PATH = "/records";

export const records = adminCollection<ArchiveRecord, RecordInput>({
  key: ["admin", "records"],
  path: RECORDS_PATH,
  fetchList: (signal) => takeEarly<ArchiveRecord[]>(RECORDS_PATH, signal),
  // The editor shows why next to the Delete button (e.g. the tours whose stops use it).
  silentDelete: true,
});

/** The records route's clientLoader: on a first page load the archive starts loading at once. */
export const requestRecordsEarly = () => requestEarly(RECORDS_PATH);
