/**
 * QR codes in the admin cache: the list is fetched once from GET /v2/codes, which also carries
 * each code's scan figures; saves and deletes update it in place.
 */
import type { ArchiveRecord, QrCode, QrCodeWithScans } from "@tours/shared";
import { welcomePath } from "@tours/shared/browser";
import { adminCollection } from "../api/admin-collection";
import { records } from "../records/records-api";
import type { QrCodeDraft } from "./qr-code-draft";

export const qrCodes = adminCollection<QrCodeWithScans, QrCodeDraft, QrCode>({
  key: ["admin", "qr-codes"],
  path: "/v2/codes",
  order: byLabel,
  // A saved code keeps its scan figures.
  listItem: (saved, before) => ({
    ...saved,
    scansLast30Days: before?.scansLast30Days ?? 0,
    lastScanAt: before?.lastScanAt ?? null,
  }),
});

/** By label, as the server sorts (SPEC §9). */
function byLabel(a: QrCode, b: QrCode): number {
  const x = a.codeLabelName.toLowerCase();
  const y = b.codeLabelName.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export interface LandingPage {
  path: string;
  title: string;
}

/** Every record's QR landing page (SPEC §2 /landing/walking-tours/{recordSlug}), as suggestions. */
export function useLandingPages() {
  return records.useList(toLandingPages);
}

function toLandingPages(list: ArchiveRecord[]): LandingPage[] {
  return list
    .map((record) => ({ path: welcomePath(record.slug), title: record.Title }))
    .sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
}
