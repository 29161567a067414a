/**
 * The page of an editor route serving /…/new and /…/edit/{id}: new versus edit is decided by
 * whether the path contains 'new' or 'edit' (SPEC §4 Admin editors).
 */
import type { ComponentType } from "react";
import { useLocation, useParams } from "react-router";

export function EditorPage({
  New,
  Edit,
}: {
  New: ComponentType;
  Edit: ComponentType<{ id: string }>;
}) {
  const { pathname } = useLocation();
  const { id = "" } = useParams();
  // A new key per address: leaving an editor clears the edited item.
  return pathname.includes("/edit/") ? <Edit key={id} id={id} /> : <New key={pathname} />;
}
