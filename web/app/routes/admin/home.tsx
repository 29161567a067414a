/** /admin/home: featured tours and social links (SPEC §2). */
import { AdminHome } from "../../features/admin/home/admin-home";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Home · Staff admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminHomeRoute() {
  return <AdminHome />;
}
