import type { AdminModule } from "../admin-modules";

/** The archive's records: the list and the editor. */
export const recordsAdmin: AdminModule = {
  menu: { to: "/admin/records", label: "Records" },
  pages: [
    { path: "records", file: "records/records-list.tsx" },
    { path: "records/new", file: "records/record-editor.tsx", id: "admin-record-new" },
    { path: "records/edit/:id", file: "records/record-editor.tsx", id: "admin-record-edit" },
  ],
};
