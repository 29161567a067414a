/**
 * Every admin page but the sign-in: only for signed-in staff (SPEC §6). The pages run in the
 * browser, which holds the login token; the server sends a loading frame.
 */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { Outlet, redirect } from "react-router";
import { endSession } from "../../features/admin/api/admin-api";
import { AdminLoading, AdminShell } from "../../features/admin/shell/admin-shell";
import { loginPath, storedToken } from "../../features/admin/api/session";
import type { Route } from "./+types/layout";

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!storedToken()) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return null;
}

/**
 * Log Out (SPEC §2: signs out and returns to /). It is a form post to /admin, a navigation like
 * any other: an editor with unsaved changes asks first, and the session ends only once it is left.
 */
export async function clientAction() {
  await endSession();
  return redirect("/");
}

export const meta: Route.MetaFunction = () => adminMeta("Staff");

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function AdminLayout() {
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
