import { type AdminModule, listAndEditor } from "../admin-pages";

/** Tours and their stops: the list and the tour editor. */
export const toursAdmin: AdminModule = {
  menu: { to: "/admin/tours", label: "Tours" },
  pages: listAndEditor("tours", "tours/tour-list.tsx", "tours/tour-editor.tsx"),
};
