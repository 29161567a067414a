/** The archive's records, and the keywords they carry (their index and the keyword list). */
import { MESSAGES, record, recordInput, recordList } from "@tours/shared";
import type { Versioned } from "../../db/schema.js";
import * as recordsTitleOrder from "../../db/migrations/0006_records_title_order.js";
import * as keywordSpellings from "../../db/migrations/0007_keyword_spellings.js";
import * as recordsTitleCaseFolding from "../../db/migrations/0010_records_title_case_folding.js";
import { crud, slugCheck } from "../../lib/crud-routes.js";
import { sendCached } from "../../lib/public-cache.js";
import {
  createKeywordsRepository,
  type KeywordsRepository,
} from "../keywords/keywords.repository.js";
import { createKeywordsService, type KeywordsService } from "../keywords/keywords.service.js";
import type { ServerModule } from "../server-module.js";
import { createRecordsRepository, type RecordsRepository } from "./records.repository.js";
import { createRecordsService, type RecordsService } from "./records.service.js";

export interface RecordsTable extends Versioned {
  id: string;
  slug: string;
  title: string;
  type: string;
  creator: string;
  author: string;
  address: string;
  lat: number | null;
  lng: number | null;
  description: string;
  sources: string;
  date: string;
  contributors: string;
  relation_link: string;
  relation_text: string;
  coverage: string;
  rights: string;
  subjects: string;
  keywords: string;
  notes: string;
  audios: string;
  videos: string;
  images: string;
}

/** One row per (record, keyword): the index behind keyword search and the keyword list. */
export interface RecordKeywordsTable {
  record_id: string;
  keyword: string;
  keyword_lower: string;
}

declare module "../../db/schema.js" {
  interface Database {
    records: RecordsTable;
    record_keywords: RecordKeywordsTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    records: RecordsRepository;
    keywords: KeywordsRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    records: RecordsService;
    keywords: KeywordsService;
  }
}

export const recordsModule = {
  tables: { records: "content", record_keywords: "content" },
  migrations: {
    "0006_records_title_order": recordsTitleOrder,
    "0007_keyword_spellings": keywordSpellings,
    "0010_records_title_case_folding": recordsTitleCaseFolding,
  },
  uniqueKeys: {
    "records:id": { field: "id", message: "A record with this id already exists" },
    "records:slug": { field: "slug", message: MESSAGES.slugInUse },
  },
  repositories: (db) => ({
    records: createRecordsRepository(db),
    keywords: createKeywordsRepository(db),
  }),
  services: ({ repos, transaction }) => ({
    records: createRecordsService(repos.records, transaction),
    keywords: createKeywordsService(repos.keywords),
  }),
  adminRoutes(app, { services, cache }) {
    // The archive can hold tens of thousands of records: the admin list is the public one, served
    // from the same per-revision cache (built once per change, sent compressed), but never
    // stored by a shared cache.
    crud(
      app,
      "/records",
      services.records,
      { input: recordInput, item: record },
      {
        list: async (request, reply) =>
          sendCached(
            request,
            reply,
            await cache.get("/records", () => services.records.stream(), recordList),
            { shared: false },
          ),
      },
    );
    slugCheck(app, "/records", services.records.idBySlug, MESSAGES.slugInUse);
  },
} satisfies ServerModule;
