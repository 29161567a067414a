import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: appCss },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* An empty nonce keeps React Router's CSP nonce off <link> tags: browsers hide nonce
            attributes, so the client render would not match (stylesheets load under 'self'). */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? "Page not found" : "Something went wrong";
  const message = notFound
    ? "We couldn't find the page you were looking for."
    : "Sorry, this page could not be shown. Please try again in a moment.";

  return (
    <main className="page">
      <title>{`${heading} · Nashville Historical Tours`}</title>
      <h1>{heading}</h1>
      <p>{message}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
