/** /admin/qr-codes: the QR codes with their status and scans (SPEC §2). */
import { QrCodeList } from "../../features/admin/qr-codes/qr-code-list";
import type { Route } from "./+types/qr-codes";

export const meta: Route.MetaFunction = () => [
  { title: "QR Codes · Staff admin" },
  { name: "robots", content: "noindex" },
];

export default function QrCodes() {
  return <QrCodeList />;
}
