/**
 * Staff sign-in (SPEC §2, §4 Session, §8): the provider's message under the form on failure; on
 * success the form clears and the admin opens where the visitor was going.
 */
import type { ReactNode } from "react";
import { redirect, useLocation, useNavigate, useSearchParams } from "react-router";
import { afterLoginPath, storedToken } from "../../features/admin/api/session";
import { SignInForm } from "../../features/admin/shell/sign-in-form";
import { FOCUS_HEADING } from "../../features/admin/shell/use-heading-focus";
import "../../features/admin/admin.css";
import type { Route } from "./+types/login";

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (storedToken()) throw redirect(afterLoginPath(new URL(request.url).searchParams.get("next")));
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in" },
  { name: "robots", content: "noindex" },
];

export function HydrateFallback() {
  return <LoginFrame>{null}</LoginFrame>;
}

export default function Login() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const notice = (useLocation().state as { message?: string } | null)?.message;
  return (
    <LoginFrame>
      {notice && <p className="admin-login__notice">{notice}</p>}
      <SignInForm
        // The sign-in form is gone: focus goes to the admin page's heading.
        onSignedIn={() =>
          void navigate(afterLoginPath(params.get("next")), { replace: true, state: FOCUS_HEADING })
        }
      />
    </LoginFrame>
  );
}

function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="admin admin-login">
      <h1>Staff sign-in</h1>
      {children ?? <p role="status">Loading…</p>}
    </main>
  );
}
