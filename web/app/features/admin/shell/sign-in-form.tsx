/**
 * The staff sign-in form (SPEC §8 Login failure): e-mail and password, the provider's message
 * under the form on failure; on success the token is stored and the form clears. The sign-in page
 * and the 'sign in again' dialog of an editor whose session ended both use it.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import { MESSAGES } from "@tours/shared/browser";
import { ADMIN_API } from "../api/admin-api";
import { storeToken } from "../api/session";

interface Props {
  onSignedIn(): void;
  /** More actions beside 'Sign in'. */
  children?: ReactNode;
}

export function SignInForm({ onSignedIn, children }: Props) {
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
      onSignedIn();
    } catch {
      setFailure(MESSAGES.unreachable);
    } finally {
      setBusy(false);
    }
  };

  // aria-disabled, not disabled: focus stays on the button while it waits.
  const signIn = (
    <button type="submit" className="admin-button" aria-disabled={busy || undefined}>
      {busy ? "Signing in…" : "Sign in"}
    </button>
  );
  return (
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
      {children ? (
        <div className="admin-dialog__actions">
          {signIn}
          {children}
        </div>
      ) : (
        signIn
      )}
      {failure && (
        <p className="admin-login__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
