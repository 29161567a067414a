/**
 * Every part of the staff app with pages of its own, in menu order: the one list that the route
 * config (app/routes.ts, read at build time) and the menu (shell/admin-nav.tsx) read. A module is
 * plain data, so the route config can import it without loading any page.
 */
import { contentAdmin } from "./content/content.module";
import { homeAdmin } from "./home/home.module";
import { noticesAdmin } from "./notices/notices.module";
import { qrCodesAdmin } from "./qr-codes/qr-codes.module";
import { recordsAdmin } from "./records/records.module";
import { toursAdmin } from "./tours/tours.module";
import type { AdminModule } from "./admin-pages";

export const ADMIN_MODULES: readonly AdminModule[] = [
  homeAdmin,
  recordsAdmin,
  toursAdmin,
  qrCodesAdmin,
  noticesAdmin,
  contentAdmin,
];
