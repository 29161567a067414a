/**
 * The QR code being edited (SPEC §3 QR code, §5 validation): every field as text, the empty
 * draft of a new code, and what still keeps it from being saved.
 */
import type { QrCode, QrCodeStatus } from "@tours/shared";
import { type FieldProblem, requiredProblems, serverProblems } from "../ui/field-errors";

export interface QrCodeDraft {
  id: string;
  redirectUrl: string;
  locationName: string;
  locationDescription: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  notes: string;
  status: QrCodeStatus;
  codeURL: string;
  codeImgUrl: string;
  codeLabelName: string;
  /** The version this draft was read at; absent for a new code. */
  version?: number;
}

export type DraftField = Exclude<keyof QrCodeDraft, "version" | "status">;

/** SPEC §5 labels; the first three carry the red star. */
export const REQUIRED_FIELDS = [
  ["redirectUrl", "Redirect URL"],
  ["locationName", "Location Name"],
  ["locationDescription", "Tour Description"],
] as const satisfies readonly (readonly [DraftField, string])[];

export function newDraft(id: string, codeURL: string): QrCodeDraft {
  return {
    id,
    redirectUrl: "",
    locationName: "",
    locationDescription: "",
    address: "",
    city: "Nashville",
    state: "TN",
    zip: "",
    notes: "",
    status: "Pending Installation",
    codeURL,
    codeImgUrl: "",
    codeLabelName: "",
  };
}

export function draftOf(code: QrCode): QrCodeDraft {
  return {
    id: code.id,
    redirectUrl: code.redirectUrl,
    locationName: code.locationName,
    locationDescription: code.locationDescription,
    address: code.address,
    city: code.city,
    state: code.state,
    zip: code.zip,
    notes: code.notes,
    status: code.status,
    codeURL: code.codeURL,
    codeImgUrl: code.codeImgUrl,
    codeLabelName: code.codeLabelName,
    version: code.version,
  };
}

export function sameDraft(a: QrCodeDraft, b: QrCodeDraft): boolean {
  return (Object.keys(a) as (keyof QrCodeDraft)[]).every((key) => a[key] === b[key]);
}

/** The labels of the required fields left empty (SPEC §5: id, redirectUrl, locationName, locationDescription). */
export function missingFields(draft: QrCodeDraft): string[] {
  return REQUIRED_FIELDS.filter(([field]) => draft[field].trim() === "").map(([, label]) => label);
}

export const REDIRECT_URL_PROBLEM =
  "Use a page of this site starting with / (such as /landing/walking-tours/fort-negley) or a full address starting with https://";

/**
 * Why a redirect URL cannot be followed by the sign's short address, or null when it can: only
 * http(s) addresses and paths on this site ("//host" would leave the site).
 */
export function redirectUrlProblem(value: string): string | null {
  const text = value.trim();
  if (text === "") return null;
  if (text.startsWith("/")) return /^\/[/\\]/.test(text) ? REDIRECT_URL_PROBLEM : null;
  try {
    const url = new URL(text);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return null;
  } catch {
    // Not an address.
  }
  return REDIRECT_URL_PROBLEM;
}

export function canSave(draft: QrCodeDraft): boolean {
  return (
    draft.id.trim() !== "" &&
    missingFields(draft).length === 0 &&
    redirectUrlProblem(draft.redirectUrl) === null
  );
}

/** Everything that keeps the code from being saved, by field: the browser's checks, then the server's. */
export function qrCodeProblems(
  draft: QrCodeDraft,
  server: readonly { path: string; message: string }[],
): FieldProblem[] {
  const own = requiredProblems(draft, REQUIRED_FIELDS);
  const url = redirectUrlProblem(draft.redirectUrl);
  if (url) own.push({ field: "redirectUrl", message: url });
  return [...own, ...serverProblems(server)];
}
