/**
 * /admin/records/new and /admin/records/edit/{id}: new versus edit is decided by whether the path
 * contains 'new' or 'edit' (SPEC §4 Admin editors).
 */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { useLocation, useParams } from "react-router";
import { EditRecordEditor, NewRecordEditor } from "../../features/admin/records/record-editor";
import type { Route } from "./+types/record-editor";

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(location.pathname.includes("/new") ? "New record" : "Edit record");

export default function RecordEditor() {
  const { pathname } = useLocation();
  const { id = "" } = useParams();
  // A new key per address: leaving an editor clears the edited item.
  return pathname.includes("/edit/") ? (
    <EditRecordEditor key={id} id={id} />
  ) : (
    <NewRecordEditor key={pathname} />
  );
}
