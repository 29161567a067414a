/** /admin/tours: every tour with its categories and stop count (SPEC §2). */
import { TourList } from "../../features/admin/tours/tour-list";
import type { Route } from "./+types/tours";

export const meta: Route.MetaFunction = () => [
  { title: "Tours · Staff admin" },
  { name: "robots", content: "noindex" },
];

export default function Tours() {
  return <TourList />;
}
