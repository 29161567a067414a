/**
 * /admin/qr-codes/new and /admin/qr-codes/edit/{id}: new versus edit is decided by whether the
 * path contains 'new' or 'edit' (SPEC §4 Admin editors).
 */
import { adminMeta } from "../../features/admin/ui/admin-title";
import { useLocation, useParams } from "react-router";
import { EditQrCodeEditor, NewQrCodeEditor } from "../../features/admin/qr-codes/qr-code-editor";
import type { Route } from "./+types/qr-code-editor";

export const meta: Route.MetaFunction = ({ location }) =>
  adminMeta(location.pathname.includes("/new") ? "New QR code" : "Edit QR code");

export default function QrCodeEditor() {
  const { pathname } = useLocation();
  const { id = "" } = useParams();
  // A new key per address: leaving an editor clears the edited item.
  return pathname.includes("/edit/") ? (
    <EditQrCodeEditor key={id} id={id} />
  ) : (
    <NewQrCodeEditor key={pathname} />
  );
}
