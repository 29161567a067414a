/**
 * One collection in the admin cache (SPEC §4 'Loading and caching'): its list is fetched once
 * from `path`; a save (POST for a new item, PUT with its version otherwise) and a delete update
 * the cached list in place; after a conflict the list is read again. An entity with only these
 * calls declares its collection and needs no API module of its own.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest } from "./admin-api";

interface CollectionOptions<Item extends { id: string }, Saved> {
  key: readonly unknown[];
  /** GET and POST on `path`, PUT and DELETE on `path/{id}`. */
  path: string;
  /** How the list is fetched, when not a plain GET (the records start loading early). */
  fetchList?: (signal: AbortSignal) => Promise<Item[]>;
  /** The list's order, as the server sorts, so a saved item lands where a reload would put it. */
  order?: (a: Item, b: Item) => number;
  /** The list's item for a saved one (`before` is the item it replaces, if any). */
  listItem?: (saved: Saved, before: Item | undefined) => Item;
  /** The editor shows why a delete failed, instead of the error banner. */
  silentDelete?: boolean;
}

export function adminCollection<
  Item extends { id: string },
  Input extends { id: string },
  Saved extends { id: string } = Item,
>({
  key,
  path,
  fetchList = (signal) => adminRequest<Item[]>(path, { signal }),
  order,
  listItem = (saved) => saved as unknown as Item,
  silentDelete = false,
}: CollectionOptions<Item, Saved>) {
  const itemPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

  /** Sorted into place when the list has an order, else where it was (a new one last). */
  function storeSaved(client: QueryClient, saved: Saved) {
    client.setQueryData<Item[]>(key, (list) => {
      if (!list) return list;
      const at = list.findIndex((item) => item.id === saved.id);
      const item = listItem(saved, list[at]);
      if (order) return [...list.filter((other) => other.id !== saved.id), item].sort(order);
      return at === -1 ? [...list, item] : list.map((other, i) => (i === at ? item : other));
    });
  }

  return {
    key,

    /** The list as the server sends it; `select` derives what a screen needs, memoized. */
    useList<T = Item[]>(select?: (items: Item[]) => T) {
      return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchList(signal), select });
    },

    /** Answers the saved item. */
    useSave(isNew: boolean) {
      const client = useQueryClient();
      return useMutation({
        // The editor shows field errors and conflicts itself.
        meta: { silent: true },
        mutationFn: (input: Input) =>
          isNew
            ? adminRequest<Saved>(path, { method: "POST", body: input })
            : adminRequest<Saved>(itemPath(input.id), { method: "PUT", body: input }),
        onSuccess: (saved) => storeSaved(client, saved),
      });
    },

    useDelete() {
      const client = useQueryClient();
      return useMutation({
        meta: { silent: silentDelete },
        mutationFn: (id: string) => adminRequest<void>(itemPath(id), { method: "DELETE" }),
        onSuccess: (_result, id) =>
          client.setQueryData<Item[]>(key, (list) => list?.filter((item) => item.id !== id)),
      });
    },

    /** Reads the list again (after a conflict) and answers the item as saved now, if it exists. */
    async refetch(client: QueryClient, id: string) {
      await client.refetchQueries({ queryKey: key, exact: true });
      return client.getQueryData<Item[]>(key)?.find((item) => item.id === id);
    },
  };
}
