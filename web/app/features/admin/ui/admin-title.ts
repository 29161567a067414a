/**
 * Admin document titles, one pattern for every screen: "Tours – Admin", "New tour – Admin",
 * "Edit tour: Broadway Historic District – Admin". An editor names its item once it is loaded
 * (the item is read in the browser, after the route's own title is set).
 */
import { useEffect } from "react";

export const adminTitle = (page: string) => `${page} – Admin`;

/** "Edit tour: Fort Negley", or "Edit tour" while the item has no name yet. */
export const editTitle = (kind: string, name: string | null | undefined) =>
  name?.trim() ? `Edit ${kind}: ${name.trim()}` : `Edit ${kind}`;

/** The route's meta for an admin screen (never indexed). */
export const adminMeta = (page: string) => [
  { title: adminTitle(page) },
  { name: "robots", content: "noindex" },
];

/**
 * The meta of an editor route serving /…/new and /…/edit/{id}: "New tour" or "Edit tour" (the
 * editor names the item once loaded).
 */
export const editorMeta =
  (kind: string) =>
  ({ location }: { location: { pathname: string } }) =>
    adminMeta(location.pathname.includes("/new") ? `New ${kind}` : `Edit ${kind}`);

/** Names the item in the document title once the editor knows it. */
export function useAdminTitle(page: string) {
  useEffect(() => {
    document.title = adminTitle(page);
  }, [page]);
}
