/**
 * The page of an editor route serving /…/new and /…/edit/{id}: new versus edit is decided by
 * whether the path contains 'new' or 'edit' (SPEC §4 Admin editors); and the item an edit page
 * opens from its collection's list.
 */
import { type ComponentType, type ReactNode, useState } from "react";
import { useLocation, useParams } from "react-router";
import { LoadFailed, NotFoundNotice } from "./load-failed";

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

/** A collection's list as `useList()` answers it. */
interface ItemList<T> {
  data?: T[];
  isPending: boolean;
  isError: boolean;
  refetch(): Promise<unknown>;
}

interface OpenedItemProps<T> {
  list: ItemList<T>;
  id: string;
  /** The item in words, lower case: "record", "QR code". */
  what: string;
  /** The page's heading while the list cannot be read: "Edit Record". */
  heading: string;
  listPath: string;
  listName: string;
  /** The editor of the item found. */
  children(item: T): ReactNode;
}

/**
 * The item `id` of the list, for its editor; meanwhile "Loading…", a failed load with Try again,
 * or 'No … found' (deleted, or never made). Once open, the item stays open while it leaves the
 * list (deleted here, on its way out).
 */
export function OpenedItem<T extends { id: string }>(props: OpenedItemProps<T>) {
  const { list, id, what } = props;
  const found = list.data?.find((item) => item.id === id);
  const [opened, setOpened] = useState(found);
  if (found && !opened) setOpened(found);
  const item = found ?? opened;
  if (list.isPending) return <p role="status">Loading {what}…</p>;
  if (list.isError && !item) {
    return (
      <>
        <h1>{props.heading}</h1>
        <LoadFailed what={`The ${what}`} onRetry={() => list.refetch()} />
      </>
    );
  }
  if (!item) {
    return <NotFoundNotice what={what} listPath={props.listPath} listName={props.listName} />;
  }
  return props.children(item);
}
