/**
 * /admin/tours/new and /admin/tours/edit/{id}: new versus edit is decided by whether the path
 * contains 'new' or 'edit' (SPEC §4 Admin editors).
 */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { useLocation, useParams } from "react-router";
import { EditTourEditor, NewTourEditor } from "../../features/admin/tours/tour-editor";
import { requestTourEarly } from "../../features/admin/tours/tours-api";
import type { Route } from "./+types/tour-editor";

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(location.pathname.includes("/new") ? "New tour" : "Edit tour");

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.id) requestTourEarly(params.id);
  return null;
}

export default function TourEditor() {
  const { pathname } = useLocation();
  const { id = "" } = useParams();
  // A new key per address: leaving an editor clears the edited item.
  return pathname.includes("/edit/") ? (
    <EditTourEditor key={id} id={id} />
  ) : (
    <NewTourEditor key={pathname} />
  );
}
