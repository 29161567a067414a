/**
 * What keeps a QR code from being saved (SPEC §5 QR code): the server's own schema for
 * POST/PUT /codes, its issues said with the fields' labels ("Redirect URL is required").
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { qrCodeInput } from "@tours/shared";
import { checkWith, type DraftRules, inWords, labelOf, rankOf } from "../ui/draft-issues";
import type { QrCodeDraft } from "./qr-code-draft";

/** The form's fields in the order shown, with their labels (SPEC §5). */
const FIELDS = [
  ["codeLabelName", "Code Label Name"],
  ["status", "Status"],
  ["redirectUrl", "Redirect URL"],
  ["locationName", "Location Name"],
  ["locationDescription", "Tour Description"],
  ["address", "Address"],
  ["city", "City"],
  ["state", "State"],
  ["zip", "Zip"],
  ["notes", "Notes"],
  ["codeURL", "Code URL"],
  ["codeImgUrl", "Code Image URL"],
] as const;

/** A redirect the sign's short address cannot follow: one neither on this site nor http(s). */
export const REDIRECT_URL_PROBLEM =
  "Use a page of this site starting with / (such as /landing/walking-tours/fort-negley) or a full address starting with https://";

export const qrCodeRules: DraftRules<QrCodeDraft> = {
  check: checkWith(zodResolver(qrCodeInput), (draft: QrCodeDraft) => draft),
  problemOf(issue) {
    const field = issue.path.split(".")[0] ?? "";
    // The schema's refusal of an address that is neither a path here nor http(s), as SPEC §5 says it.
    if (field === "redirectUrl" && issue.type === "custom") {
      return { field, message: REDIRECT_URL_PROBLEM };
    }
    return { field, message: inWords(labelOf(FIELDS, field), issue) };
  },
  rankOf: (field) => rankOf(FIELDS, field),
};
