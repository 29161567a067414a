/**
 * /offline: where the service worker sends a page that can be loaded neither from the network nor
 * from what this phone kept (precached with the code it needs). `?from=` is the page wanted.
 */
import { useSyncExternalStore } from "react";
import { OfflineNotice } from "../features/offline/offline-notice";
import { returnPath } from "../features/offline/return-path";
import { rootData, seo } from "../lib/seo";
import type { Route } from "./+types/offline";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { baseUrl, siteName } = rootData(matches);
  return seo(baseUrl, siteName, {
    title: "You’re offline",
    description: "This page is not kept on this phone and there is no connection right now.",
    path: "/offline",
    noindex: true,
  });
};

const noChanges = () => () => {};
const wantedPath = () => returnPath(new URLSearchParams(window.location.search).get("from"));

export default function Offline() {
  // Read once hydrated: the kept copy of this page was rendered without `from`.
  const retryPath = useSyncExternalStore(noChanges, wantedPath, () => "/");
  return <OfflineNotice retryPath={retryPath} />;
}
