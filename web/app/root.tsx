import { type ReactNode, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { DonateBand } from "./features/chrome/donate-band";
import { isEmbedded } from "./features/chrome/campaign";
import { isTourPage } from "./features/tours/tour-routes";
import { ErrorBanner } from "./features/chrome/error-banner";
import { HeaderMapActionProvider } from "./features/chrome/header-map-action";
import { NavDrawer } from "./features/chrome/nav-drawer";
import { PageLoading } from "./features/chrome/page-loading";
import { SiteFooter } from "./features/chrome/site-footer";
import { SiteHeader } from "./features/chrome/site-header";
import { NOTICES_ID, SiteNotices } from "./features/chrome/site-notices";
import { RouteAnnouncer } from "./features/chrome/route-announcer";
import { loadLinksFullyWhenOffline } from "./features/offline/offline-links";
import { OfflineNotice } from "./features/offline/offline-notice";
import { startServiceWorker } from "./features/offline/service-worker";
import { TEXT_SIZE_SCRIPT } from "./features/text-size/text-size";
import { TERMS_FLAG_SCRIPT } from "./features/tours/terms";
import { LOCATION_PERMISSION_SCRIPT } from "./features/tours/arrival/remembered-permission";
import { EarlyPlayScript } from "./features/tours/audio/early-play-script";
import { InlineScript } from "./lib/inline-script";
import { startReplays } from "./lib/analytics";
import { ErrorsProvider } from "./lib/errors-context";
import { followInlinedStylesheets } from "./lib/inlined-stylesheets";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The installable app (name, icons, colours): web/public/manifest.webmanifest.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "stylesheet", href: appCss },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context;
  const [social, notices] = await Promise.all([api.socialLinks(), api.notices()]);
  return {
    site: api.site,
    siteName: api.site.siteName,
    baseUrl: api.baseUrl,
    social,
    // Only when there are some: without notices, every page is as it was before they existed.
    ...(notices.length > 0 ? { notices } : {}),
    /** For the one inline script of our own (the text size, applied before the first paint). */
    cspNonce: context.cspNonce ?? "",
    /** Register the service worker (else remove it: the SERVICE_WORKER kill switch). */
    serviceWorker: context.serviceWorker ?? false,
  };
}

// The chrome's data changes only with content edits; moving between pages never refetches it.
export const shouldRevalidate = () => false;

/** The notices this page shows: a public page in the site's own frame, when there are some. */
function useShownNotices() {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname, search } = useLocation();
  const onTour = isTourPage(useMatches());
  if (pathname.startsWith("/admin") || (onTour && isEmbedded(search))) return undefined;
  return data?.notices;
}

export function Layout({ children }: { children: ReactNode }) {
  const onTour = isTourPage(useMatches());
  // The notices come first in the content, so "Skip to content" leads to them.
  const skipTo = useShownNotices() ? NOTICES_ID : "main";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The inline scripts go before the stylesheets: one after a stylesheet still loading
            waits for it, and holds the parser with it, so the body would not be read meanwhile. */}
        {/* Stored choices the first paint must already show. */}
        <InlineScript code={TEXT_SIZE_SCRIPT} />
        <InlineScript code={TERMS_FLAG_SCRIPT} />
        {onTour && <InlineScript code={LOCATION_PERMISSION_SCRIPT} />}
        {/* A tour screen's Play works from the first frame that shows it. */}
        {onTour && <EarlyPlayScript />}
        {/* The colour of the donate band at the top of every public page. */}
        <meta name="theme-color" content="#26303b" />
        <Meta />
        {/* An empty nonce keeps React Router's CSP nonce off <link> tags: browsers hide nonce
            attributes, so the client render would not match (stylesheets load under 'self'). */}
        <Links nonce="" />
      </head>
      <body>
        <a href={`#${skipTo}`} className="skip-link">
          Skip to content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const [searchOpen, setSearchOpen] = useState(false);
  // Marks the page as interactive (browser tests wait for it before using scripted controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    return followInlinedStylesheets();
  }, []);
  const { pathname, search } = useLocation();
  const onTour = isTourPage(useMatches());
  const notices = useShownNotices();
  const isAdmin = pathname.startsWith("/admin");
  // Saved tours are brought up to date a while after a visit to the public site starts (the
  // page's own requests go first), with their code loaded only then. Offline, that code may not
  // load: the next visit tries again.
  useEffect(() => {
    if (isAdmin || !("caches" in window)) return;
    let stop = () => {};
    const timer = window.setTimeout(() => {
      import("./features/offline/refresh-saved-tours").then(
        (module) => {
          stop = module.watchSavedToursFreshness();
        },
        () => {},
      );
    }, 5000);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [isAdmin]);
  // Public pages only, after load and idle; a first visit to the admin registers nothing.
  useEffect(() => {
    if (!data || isAdmin) return;
    startServiceWorker(data.serviceWorker);
    startReplays();
    return loadLinksFullyWhenOffline();
  }, [data, isAdmin]);
  // The admin has its own frame (features/admin/shell).
  if (!data || isAdmin) return <>{children}</>;
  const framed = !(onTour && isEmbedded(search));
  return (
    <ErrorsProvider>
      <HeaderMapActionProvider>
        {framed && <DonateBand site={data.site} />}
        {framed && (
          <SiteHeader siteName={data.siteName} searchOpen={searchOpen} onSearch={setSearchOpen} />
        )}
        {framed && <NavDrawer site={data.site} />}
        <PageLoading />
        <RouteAnnouncer />
        <ErrorBanner />
        <SiteNotices notices={notices} />
        {children}
        {framed && <SiteFooter site={data.site} social={data.social} onTour={onTour} />}
      </HeaderMapActionProvider>
    </ErrorsProvider>
  );
}

export default function App() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // A link followed with no connection (its data could not be fetched): say so, offer Try again.
  if (typeof navigator !== "undefined" && !navigator.onLine && !isRouteErrorResponse(error)) {
    return (
      <Chrome>
        <title>You’re offline · Nashville Sites</title>
        <OfflineNotice retryPath={location.pathname + location.search} />
      </Chrome>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "We couldn't find the page you were looking for."
    : "Sorry, this page could not be shown. Please try again in a moment.";

  return (
    <Chrome>
      <main id="main" className="page">
        <title>{`${heading} · Nashville Sites`}</title>
        <h1>{heading}</h1>
        <p>{message}</p>
        <p>
          <a href="/" className="lone-link">
            Back to the home page
          </a>
        </p>
      </main>
    </Chrome>
  );
}
