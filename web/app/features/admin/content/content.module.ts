import type { AdminModule } from "../admin-pages";

/** The About Us page: its staff members, and the editor of one. */
export const contentAdmin: AdminModule = {
  menu: { to: "/admin/content", label: "Content" },
  pages: [
    { path: "content", file: "content/admin-content.tsx" },
    {
      path: "content/about-us/staff/new",
      file: "content/staff-editor.tsx",
      id: "admin-staff-new",
    },
    {
      path: "content/about-us/staff/edit/:id",
      file: "content/staff-editor.tsx",
      id: "admin-staff-edit",
    },
  ],
};
