/** /admin/content/about-us/staff/new and /edit/:id: one About Us staff member (SPEC §2). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { useParams } from "react-router";
import { StaffEditor } from "../../features/admin/content/staff-editor";
import type { Route } from "./+types/staff-editor";

export const meta: Route.MetaFunction = ({ params }) =>
  adminMeta(params.id ? "Edit staff member" : "New staff member");

export default function StaffEditorRoute() {
  const { id } = useParams();
  // The key starts a fresh form when moving from one member (or a new one) to another.
  return <StaffEditor key={id ?? "new"} id={id} />;
}
