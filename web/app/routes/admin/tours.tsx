/** /admin/tours: every tour with its categories and stop count (SPEC §2). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { TourList } from "../../features/admin/tours/tour-list";
import type { Route } from "./+types/tours";

export const meta: Route.MetaFunction = () => adminMeta("Tours");

export default function Tours() {
  return <TourList />;
}
