/** Small site-wide documents: the featured tours, the social links, About Us contact details. */
import { featuredTours, featuredToursInput, socialLinks } from "@tours/shared";
import { contract } from "../../lib/route-contract.js";
import type { ServerModule } from "../server-module.js";
import { createSettingsRepository, type SettingsRepository } from "./settings.repository.js";
import { createSettingsService, type SettingsService } from "./settings.service.js";

/** Small singleton documents: social links, About Us contact info and curriculum team. */
export interface SettingsTable {
  key: string;
  value: string;
  version: number;
  updated_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    settings: SettingsTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    settings: SettingsRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    settings: SettingsService;
  }
}

export const settingsModule = {
  // The featured tours' table is the tours module's: it sits with them in a backup.
  tables: { settings: "content" },
  repositories: (db) => ({ settings: createSettingsRepository(db) }),
  services: ({ repos, transaction }) => ({ settings: createSettingsService(repos, transaction) }),
  adminRoutes(app, { services }) {
    // The SPEC's answer is the list of ids; its version travels in the ETag header.
    app.get(
      "/featuredTours",
      contract({ response: { 200: featuredTours.shape.featuredTours } }),
      async (_req, reply) => {
        const { featuredTours: ids, version } = await services.settings.featuredWithVersion();
        return reply.header("ETag", `"${version}"`).send(ids);
      },
    );
    app.post(
      "/featuredTours",
      contract({ body: featuredToursInput, response: { 200: featuredTours } }),
      (req) => services.settings.setFeaturedTours(req.body),
    );
    app.get("/socialLinks", contract({ response: { 200: socialLinks } }), () =>
      services.settings.socialLinks(),
    );
    app.post(
      "/socialLinks",
      contract({ body: socialLinks, response: { 200: socialLinks } }),
      (req) => services.settings.setSocialLinks(req.body),
    );
  },
} satisfies ServerModule;
