import { featuredToursInput, socialLinks, type SocialLinks } from "@tours/shared";
import type { Db } from "../../db/database.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { invalid } from "../../lib/errors.js";
import { parseWith } from "../../lib/validate.js";
import type { SettingsRepository } from "./settings.repository.js";

const SOCIAL_LINKS = "social_links";
const NO_SOCIAL_LINKS: SocialLinks = { facebook: "", twitter: "", instagram: "", tiktok: "" };

export function createSettingsService(db: Db, repo: SettingsRepository) {
  return {
    featuredTours: () => repo.featuredTourIds(),

    async setFeaturedTours(body: unknown): Promise<string[]> {
      const { featuredTours } = parseWith(featuredToursInput, body);
      const known = new Set(
        featuredTours.length
          ? (
              await db.selectFrom("tours").select("id").where("id", "in", featuredTours).execute()
            ).map((t) => t.id)
          : [],
      );
      const unknown = featuredTours.flatMap((id, i) =>
        known.has(id) ? [] : [{ path: `featuredTours.${i}`, message: "No tour with this id" }],
      );
      if (unknown.length) throw invalid(unknown);
      await db.transaction().execute(async (trx) => {
        await repo.replaceFeatured(trx, featuredTours);
        await bumpRevision(trx);
      });
      return repo.featuredTourIds();
    },

    socialLinks: async (): Promise<SocialLinks> => ({
      ...NO_SOCIAL_LINKS,
      ...(await repo.get<SocialLinks>(SOCIAL_LINKS)),
    }),

    async setSocialLinks(body: unknown): Promise<SocialLinks> {
      const links = parseWith(socialLinks, body);
      await db.transaction().execute(async (trx) => {
        await repo.put(trx, SOCIAL_LINKS, links);
        await bumpRevision(trx);
      });
      return links;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
