import type { AdminModule } from "../admin-pages";

/** The admin home: featured tours and social links. */
export const homeAdmin: AdminModule = {
  menu: { to: "/admin/home", label: "Home" },
  pages: [{ path: "home", file: "home/admin-home.tsx" }],
};
