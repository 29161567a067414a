/**
 * QR codes in the admin cache (SPEC §4 'Loading and caching'): the list is fetched once from
 * GET /v2/codes, which also carries each code's scan figures; saves and deletes update it in place.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArchiveRecord, QrCode, QrCodeWithScans } from "@tours/shared";
import { welcomePath } from "@tours/shared/browser";
import { adminRequest } from "../api/admin-api";
import { useAdminRecords } from "../records/records-api";
import type { QrCodeDraft } from "./qr-code-draft";

export const QR_CODES_KEY = ["admin", "qr-codes"] as const;

export function useQrCodes() {
  return useQuery({
    queryKey: QR_CODES_KEY,
    queryFn: ({ signal }) => adminRequest<QrCodeWithScans[]>("/v2/codes", { signal }),
  });
}

/** By label, as the server sorts (SPEC §9), so a saved code lands where a reload would put it. */
function byLabel(a: QrCode, b: QrCode): number {
  const x = a.codeLabelName.toLowerCase();
  const y = b.codeLabelName.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function storeSaved(client: QueryClient, saved: QrCode) {
  client.setQueryData<QrCodeWithScans[]>(QR_CODES_KEY, (list) => {
    if (!list) return list;
    const before = list.find((code) => code.id === saved.id);
    const item: QrCodeWithScans = {
      ...saved,
      scansLast30Days: before?.scansLast30Days ?? 0,
      lastScanAt: before?.lastScanAt ?? null,
    };
    return [...list.filter((code) => code.id !== saved.id), item].sort(byLabel);
  });
}

/** POST for a new code, PUT with its version otherwise; answers the saved code. */
export function useSaveQrCode(isNew: boolean) {
  const client = useQueryClient();
  return useMutation({
    // The editor shows field errors and conflicts itself.
    meta: { silent: true },
    mutationFn: (draft: QrCodeDraft) =>
      isNew
        ? adminRequest<QrCode>("/v2/codes", { method: "POST", body: draft })
        : adminRequest<QrCode>(`/v2/codes/${encodeURIComponent(draft.id)}`, {
            method: "PUT",
            body: draft,
          }),
    onSuccess: (saved) => storeSaved(client, saved),
  });
}

export function useDeleteQrCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<void>(`/v2/codes/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) =>
      client.setQueryData<QrCodeWithScans[]>(QR_CODES_KEY, (list) =>
        list?.filter((code) => code.id !== id),
      ),
  });
}

/** Reads the list again (after a conflict) and answers the code as saved now, if it still exists. */
export async function refetchCode(client: QueryClient, id: string) {
  await client.refetchQueries({ queryKey: QR_CODES_KEY, exact: true });
  return client.getQueryData<QrCodeWithScans[]>(QR_CODES_KEY)?.find((code) => code.id === id);
}

export interface LandingPage {
  path: string;
  title: string;
}

/** Every record's QR landing page (SPEC §2 /landing/walking-tours/{recordSlug}), as suggestions. */
export function useLandingPages() {
  return useAdminRecords(toLandingPages);
}

function toLandingPages(records: ArchiveRecord[]): LandingPage[] {
  return records
    .map((record) => ({ path: welcomePath(record.slug), title: record.Title }))
    .sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
}
