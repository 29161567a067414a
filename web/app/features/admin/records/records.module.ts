import type { AdminModule } from "../admin-modules";

/** The archive's records: the list and the editor. */
export const recordsAdmin: AdminModule = {
  menu: { to: "/admin/records", label: "Records" },
  pages: [
    { path: "records", file: "routes/admin/records.tsx" },
    { path: "records/new", file: "routes/admin/record-editor.tsx", id: "admin-record-new" },
    { path: "records/edit/:id", file: "routes/admin/record-editor.tsx", id: "admin-record-edit" },
  ],
};
