/**
 * Tours in the admin cache (SPEC §4 'Loading and caching'): the list is fetched once; the editor
 * reads one tour and its stops (GET /tours/{id}, /tours/{id}/stops), not the whole site. The
 * save of a tour with its stops and the delete update all three in place.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminTourStop, Tour, TourWithStops, TourWithStopsInput } from "@tours/shared";
import { ApiError } from "@tours/shared/browser";
import { adminRequest } from "../api/admin-api";
import { requestEarly, takeEarly } from "../api/early-request";
import { featuredToursKey } from "../home/home-queries";

export const ADMIN_TOURS_KEY = ["admin", "tours"] as const;
export const tourKey = (id: string) => ["admin", "tour", id] as const;
export const tourStopsKey = (id: string) => ["admin", "tour-stops", id] as const;

export function useAdminTours() {
  return useQuery({
    queryKey: ADMIN_TOURS_KEY,
    queryFn: ({ signal }) => adminRequest<Tour[]>("/tours", { signal }),
  });
}

const tourPath = (id: string) => `/tours/${encodeURIComponent(id)}`;
const fetchTour = (id: string, signal?: AbortSignal) => takeEarly<Tour>(tourPath(id), signal);

/** One tour; opened from the list, it is there already. */
export function useAdminTour(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: tourKey(id),
    queryFn: ({ signal }) => fetchTour(id, signal),
    meta: { notFoundShown: true },
    initialData: () => client.getQueryData<Tour[]>(ADMIN_TOURS_KEY)?.find((tour) => tour.id === id),
  });
}

const fetchStops = (id: string, signal?: AbortSignal) =>
  takeEarly<AdminTourStop[]>(`${tourPath(id)}/stops`, signal);

/** The tour editor route's clientLoader: on a first page load the tour starts loading at once. */
export function requestTourEarly(id: string) {
  requestEarly(tourPath(id));
  requestEarly(`${tourPath(id)}/stops`);
}

export function useTourStops(id: string) {
  return useQuery({
    queryKey: tourStopsKey(id),
    queryFn: ({ signal }) => fetchStops(id, signal),
    meta: { notFoundShown: true },
  });
}

/** By title, ignoring case, as the server sorts (SPEC §9). */
export function byTitle(a: Tour, b: Tour): number {
  const order = a.title.localeCompare(b.title, "en", { sensitivity: "base" });
  return order !== 0 ? order : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function storeTour(client: QueryClient, tour: Tour) {
  client.setQueryData<Tour[]>(ADMIN_TOURS_KEY, (list) =>
    list ? [...list.filter((item) => item.id !== tour.id), tour].sort(byTitle) : list,
  );
  client.setQueryData(tourKey(tour.id), tour);
}

export interface SaveTourBody extends TourWithStopsInput {
  /** The record summaries of the stops, to keep the stops' cache whole after the save. */
  records: Map<string, AdminTourStop["record"]>;
}

/** PUT /tours/{id}/with-stops: the tour and its ordered stops, all or nothing. */
export function useSaveTour() {
  const client = useQueryClient();
  return useMutation({
    // The editor shows field errors, conflicts and failures itself.
    meta: { silent: true },
    mutationFn: ({ tour, stops }: SaveTourBody) =>
      adminRequest<TourWithStops>(`/tours/${encodeURIComponent(tour.id)}/with-stops`, {
        method: "PUT",
        body: { tour, stops },
      }),
    onSuccess: (saved, { records }) => {
      const stops = saved.stops.flatMap((stop) => {
        const record = records.get(stop.recordId);
        return record ? [{ ...stop, record }] : [];
      });
      storeTour(client, saved.tour);
      client.setQueryData(tourStopsKey(saved.tour.id), stops);
    },
  });
}

/** Deletes the tour; the server deletes its stops with it. */
export function useDeleteTour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<void>(`/tours/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) => {
      client.setQueryData<Tour[]>(ADMIN_TOURS_KEY, (list) => list?.filter((t) => t.id !== id));
      client.removeQueries({ queryKey: tourKey(id) });
      client.removeQueries({ queryKey: tourStopsKey(id) });
      // The server takes a deleted tour off the featured tours too.
      void client.invalidateQueries({ queryKey: featuredToursKey });
    },
  });
}

/** Reads the tour and its stops again (after a conflict); undefined when the tour is gone. */
export async function refetchTour(
  client: QueryClient,
  id: string,
): Promise<{ tour: Tour; stops: AdminTourStop[] } | undefined> {
  try {
    const [tour, stops] = await Promise.all([
      fetchTour(id),
      client.fetchQuery({
        queryKey: tourStopsKey(id),
        queryFn: ({ signal }) => fetchStops(id, signal),
        staleTime: 0,
      }),
    ]);
    storeTour(client, tour);
    return { tour, stops };
  } catch (error) {
    if (error instanceof ApiError && error.code === "not_found") return undefined;
    throw error;
  }
}
