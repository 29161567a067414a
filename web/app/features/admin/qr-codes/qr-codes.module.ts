import type { AdminModule } from "../admin-modules";

/** QR code signs: the list with their scans, and the editor. */
export const qrCodesAdmin: AdminModule = {
  menu: { to: "/admin/qr-codes", label: "QR Codes" },
  pages: [
    { path: "qr-codes", file: "qr-codes/qr-code-list.tsx" },
    { path: "qr-codes/new", file: "qr-codes/qr-code-editor.tsx", id: "admin-qr-code-new" },
    { path: "qr-codes/edit/:id", file: "qr-codes/qr-code-editor.tsx", id: "admin-qr-code-edit" },
  ],
};
