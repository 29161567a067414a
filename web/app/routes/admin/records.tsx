/** /admin/records: every record, filtered by type and title (SPEC §2 Records list). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { requestRecordsEarly } from "../../features/admin/records/records-api";
import { RecordsList } from "../../features/admin/records/records-list";
import type { Route } from "./+types/records";

export const meta: Route.MetaFunction = () => adminMeta("Records");

export function clientLoader() {
  requestRecordsEarly();
  return null;
}

export default function Records() {
  return <RecordsList />;
}
