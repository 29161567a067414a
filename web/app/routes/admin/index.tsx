/** /admin opens the admin home (SPEC §2), or the sign-in for a visitor not signed in. */
import { redirect } from "react-router";
import { loginPath, storedToken } from "../../features/admin/api/session";

export function clientLoader() {
  // Decided here too, not left to the layout's own check: both loaders run at once, and which
  // redirect lands first depends on how their code was split ('/admin/login?next=/admin/home').
  return redirect(storedToken() ? "/admin/home" : loginPath("/admin"));
}

export default function AdminIndex() {
  return null;
}
