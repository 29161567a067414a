/** The admin's frame: data cache, navigation, error banner and spinner around every screen. */
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  useLocation,
  useNavigate,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from "react-router";
import { ErrorsProvider, useErrors } from "../../../lib/errors-context";
import { MESSAGES } from "@tours/shared/browser";
import { onSignedOut } from "../api/admin-api";
import { loginPath, onSignedIn } from "../api/session";
import "../admin.css";
import { AnnouncerProvider } from "../ui/announcer";
import { AdminErrorBanner } from "./admin-error-banner";
import { AdminNav } from "./admin-nav";
import { createAdminQueryClient } from "./admin-query-client";
import { AdminSpinner } from "./admin-spinner";
import { useHeadingFocus } from "./use-heading-focus";

export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <ErrorsProvider>
      <AdminData>
        <AnnouncerProvider>
          <AdminFrame>{children}</AdminFrame>
        </AnnouncerProvider>
      </AdminData>
    </ErrorsProvider>
  );
}

function AdminData({ children }: { children: ReactNode }) {
  const { addError } = useErrors();
  const [client] = useState(() => createAdminQueryClient(addError));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const LOG_OUT_ACTION = "/admin";

function AdminFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useHeadingFocus(main);
  const here = `${location.pathname}${location.search}`;
  const siteName = useRouteLoaderData<{ siteName: string }>("root")?.siteName ?? "Site";

  // A call answered 401 anywhere: back to the sign-in, returning here afterwards (SPEC §6, §8).
  // Leaving the admin frame drops its data cache with it; clearing it first would make the
  // screen still shown refetch, without a token, and race this navigation.
  useEffect(
    () =>
      onSignedOut(() => {
        void navigate(loginPath(here), { state: { message: MESSAGES.noLoggedInUser } });
      }),
    [navigate, here],
  );

  // Signed in again (an editor's 'sign in again' dialog): the ended session's complaint is stale.
  const { removeError } = useErrors();
  useEffect(() => onSignedIn(() => removeError(MESSAGES.noLoggedInUser)), [removeError]);

  // The admin layout's action signs out (routes/admin/layout.tsx).
  const logOut = () => void submit(null, { method: "post", action: LOG_OUT_ACTION });
  const signingOut = navigation.state === "submitting" && navigation.formAction === LOG_OUT_ACTION;

  return (
    <div className="admin">
      <header className="admin-header">
        <a href="/admin/home" className="admin-header__title">
          {siteName} · Staff
        </a>
        <AdminNav onLogOut={logOut} signingOut={signingOut} />
      </header>
      <AdminErrorBanner />
      <main id="main" className="admin-main" ref={main}>
        {children}
      </main>
      <AdminSpinner />
    </div>
  );
}

/** What the server renders for admin pages: they need the stored token, which only the browser has. */
export function AdminLoading() {
  return (
    <div className="admin admin--loading">
      <p role="status">Loading…</p>
    </div>
  );
}
