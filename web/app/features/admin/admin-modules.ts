/**
 * Every part of the staff app with pages of its own, in menu order: the one list that the route
 * config (app/routes.ts, read at build time) and the menu (shell/admin-nav.tsx) read. A module is
 * plain data, so the route config can import it without loading any page.
 */
import { contentAdmin } from "./content/content.module";
import { homeAdmin } from "./home/home.module";
import { qrCodesAdmin } from "./qr-codes/qr-codes.module";
import { recordsAdmin } from "./records/records.module";
import { toursAdmin } from "./tours/tours.module";

/**
 * A page under /admin: its path, its route module (a page of the feature itself, from
 * features/admin), and an id when one route module serves two paths.
 */
export interface AdminPage {
  path: string;
  file: string;
  id?: string;
}

export interface AdminModule {
  /** Its entry in the admin menu. */
  menu: { to: string; label: string };
  pages: AdminPage[];
}

export const ADMIN_MODULES: readonly AdminModule[] = [
  homeAdmin,
  recordsAdmin,
  toursAdmin,
  qrCodesAdmin,
  contentAdmin,
];
