/**
 * The QR code being edited (SPEC §3 QR code): every field as text (also the body it saves as),
 * and the empty draft of a new code.
 */
import type { QrCode, QrCodeStatus } from "@tours/shared";

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
