/** /admin/content: About Us staff and, read-only, contact info and curriculum team (SPEC §2). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { AdminContent } from "../../features/admin/content/admin-content";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => adminMeta("About Us");

export default function AdminContentRoute() {
  return <AdminContent />;
}
