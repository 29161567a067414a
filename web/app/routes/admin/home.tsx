/** /admin/home: featured tours and social links (SPEC §2). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { AdminHome } from "../../features/admin/home/admin-home";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => adminMeta("Home");

export default function AdminHomeRoute() {
  return <AdminHome />;
}
