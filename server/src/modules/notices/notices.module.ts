/** Notices staff post for visitors, shown at the top of the public pages (README "Adding an entity"). */
import {
  notice,
  noticeInput,
  type Notice,
  type ParsedNoticeInput,
  type PublicNotice,
} from "@tours/shared";
import type { Versioned } from "../../db/schema.js";
import * as notices from "../../db/migrations/0009_notices.js";
import { type ListedRows, versionedRows } from "../../db/versioned-rows.js";
import { crud } from "../../lib/crud-routes.js";
import { versionedCrud } from "../../lib/versioned-crud.js";
import type { DataAccess } from "../../repositories.js";
import type { ServerModule } from "../server-module.js";

export interface NoticesTable extends Versioned {
  id: string;
  title: string;
  message: string;
  link: string;
  /** 1 while the notice is shown on the public site, 0 while it is kept hidden. */
  shown: number;
}

const present = (row: NoticesTable): Notice => ({
  id: row.id,
  title: row.title,
  message: row.message,
  link: row.link,
  shown: Number(row.shown) === 1,
  version: Number(row.version),
  updatedAt: row.updated_at,
});

const columns = (input: ParsedNoticeInput) => ({
  title: input.title,
  message: input.message,
  link: input.link,
  shown: input.shown ? 1 : 0,
});

/** The admin's four calls, each write bumping the content revision, and the notices shown. */
function createNoticesService({ repos, transaction }: DataAccess) {
  const service = versionedCrud(
    repos.notices,
    { what: "Notice", input: noticeInput, present, columns },
    { transaction, rowsIn: (tx) => tx.notices },
  );
  return {
    ...service,
    /** The notices visitors see, by title, with what they see of them. */
    async shown(): Promise<PublicNotice[]> {
      const shown = (await service.list()).filter((item) => item.shown);
      return shown.map(({ id, title, message, link }) => ({ id, title, message, link }));
    },
  };
}

declare module "../../db/schema.js" {
  interface Database {
    notices: NoticesTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    notices: ListedRows<"notices">;
  }
}
declare module "../../services.js" {
  interface Services {
    notices: ReturnType<typeof createNoticesService>;
  }
}

export const noticesModule = {
  tables: { notices: "content" },
  migrations: { "0009_notices": notices },
  uniqueKeys: {
    "notices:id": { field: "id", message: "A notice with this id already exists" },
  },
  repositories: (db) => ({ notices: versionedRows(db, "notices", "title") }),
  services: (deps) => ({ notices: createNoticesService(deps) }),
  adminRoutes(app, { services }) {
    crud(app, "/notices", services.notices, { input: noticeInput, item: notice });
  },
} satisfies ServerModule;
