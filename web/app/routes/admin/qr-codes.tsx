/** /admin/qr-codes: the QR codes with their status and scans (SPEC §2). */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { QrCodeList } from "../../features/admin/qr-codes/qr-code-list";
import type { Route } from "./+types/qr-codes";

export const meta: Route.MetaFunction = () => adminMeta("QR Codes");

export default function QrCodes() {
  return <QrCodeList />;
}
