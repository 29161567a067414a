import { type AdminModule, listAndEditor } from "../admin-pages";

/** The archive's records: the list and the editor. */
export const recordsAdmin: AdminModule = {
  menu: { to: "/admin/records", label: "Records" },
  pages: listAndEditor("records", "records/records-list.tsx", "records/record-editor.tsx"),
};
