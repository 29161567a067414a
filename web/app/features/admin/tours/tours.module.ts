import type { AdminModule } from "../admin-modules";

/** Tours and their stops: the list and the tour editor. */
export const toursAdmin: AdminModule = {
  menu: { to: "/admin/tours", label: "Tours" },
  pages: [
    { path: "tours", file: "tours/tour-list.tsx" },
    { path: "tours/new", file: "tours/tour-editor.tsx", id: "admin-tour-new" },
    { path: "tours/edit/:id", file: "tours/tour-editor.tsx", id: "admin-tour-edit" },
  ],
};
