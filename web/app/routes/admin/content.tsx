/** /admin/content: About Us staff and, read-only, contact info and curriculum team (SPEC §2). */
import { AdminContent } from "../../features/admin/content/admin-content";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = () => [
  { title: "About Us · Staff admin" },
  { name: "robots", content: "noindex" },
];

export default function AdminContentRoute() {
  return <AdminContent />;
}
