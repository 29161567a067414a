/**
 * Staff sign-in (SPEC §2, §4 Session, §8): the provider's message under the form on failure; on
 * success the form clears and the admin opens where the visitor was going.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { redirect, useLocation, useNavigate, useSearchParams } from "react-router";
import { ADMIN_API } from "../../features/admin/api/admin-api";
import { afterLoginPath, storedToken, storeToken } from "../../features/admin/api/session";
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
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(`${ADMIN_API}/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        token?: string;
        error?: { message?: string; issues?: { message: string }[] };
      };
      if (!response.ok || !body.token) {
        setFailure(body.error?.issues?.[0]?.message ?? body.error?.message ?? "Sign-in failed.");
        return;
      }
      storeToken(body.token);
      setEmail("");
      setPassword("");
      // The sign-in form is gone: focus goes to the admin page's heading.
      void navigate(afterLoginPath(params.get("next")), { replace: true, state: FOCUS_HEADING });
    } catch {
      setFailure("The server could not be reached. Check your connection.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <LoginFrame>
      {notice && !failure && <p className="admin-login__notice">{notice}</p>}
      <form className="admin-login__form" onSubmit={(event) => void submit(event)} noValidate>
        <label>
          E-mail
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {/* aria-disabled, not disabled: focus stays on the button while it waits. */}
        <button type="submit" className="admin-button" aria-disabled={busy || undefined}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        {failure && (
          <p className="admin-login__error" role="alert">
            {failure}
          </p>
        )}
      </form>
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
