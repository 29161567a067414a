/** The admin's frame: data cache, navigation, error banner and spinner around every screen. */
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { ErrorsProvider, useErrors } from "../../../lib/errors-context";
import { MESSAGES } from "@tours/shared/browser";
import { adminRequest, onSignedOut } from "../api/admin-api";
import { clearToken, loginPath } from "../api/session";
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

function AdminFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
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

  const logOut = async () => {
    setSigningOut(true);
    try {
      await adminRequest("/auth/logout", { method: "POST" });
    } catch {
      // Already signed out on the server: signing out here is all that is left.
    }
    clearToken();
    void navigate("/");
  };

  return (
    <div className="admin">
      <header className="admin-header">
        <a href="/admin/home" className="admin-header__title">
          {siteName} · Staff
        </a>
        <AdminNav onLogOut={() => void logOut()} signingOut={signingOut} />
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
