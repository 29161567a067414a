import { type AdminModule, listAndEditor } from "../admin-pages";

/** QR code signs: the list with their scans, and the editor. */
export const qrCodesAdmin: AdminModule = {
  menu: { to: "/admin/qr-codes", label: "QR Codes" },
  pages: listAndEditor("qr-codes", "qr-codes/qr-code-list.tsx", "qr-codes/qr-code-editor.tsx"),
};
