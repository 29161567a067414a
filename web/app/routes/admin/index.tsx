/** /admin opens the admin home (SPEC §2). */
import { redirect } from "react-router";

export function clientLoader() {
  return redirect("/admin/home");
}

export default function AdminIndex() {
  return null;
}
