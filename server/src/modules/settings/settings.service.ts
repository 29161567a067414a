import {
  featuredToursInput,
  socialLinks,
  type FeaturedTours,
  type SocialLinks,
} from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { invalid } from "../../lib/errors.js";
import { parseWith } from "../../lib/validate.js";
import type { Repositories } from "../../repositories.js";

const SOCIAL_LINKS = "social_links";
/** The featured tours live in their own table; this document only carries their version. */
const FEATURED_TOURS = "featured_tours";
const NO_SOCIAL_LINKS = { facebook: "", twitter: "", instagram: "", tiktok: "" };

export function createSettingsService(
  { settings: repo, tours }: Pick<Repositories, "settings" | "tours">,
  transaction: Transaction<Repositories>,
) {
  async function featuredWithVersion(): Promise<FeaturedTours> {
    const [featuredTours, { version }] = await Promise.all([
      repo.featuredTourIds(),
      repo.get(FEATURED_TOURS),
    ]);
    return { featuredTours, version };
  }

  return {
    featuredTours: () => repo.featuredTourIds(),
    featuredWithVersion,

    async setFeaturedTours(body: unknown): Promise<FeaturedTours> {
      const { featuredTours, version } = parseWith(featuredToursInput, body);
      const known = new Set(await tours.existingIds(featuredTours));
      const unknown = featuredTours.flatMap((id, i) =>
        known.has(id) ? [] : [{ path: `featuredTours.${i}`, message: "No tour with this id" }],
      );
      if (unknown.length) throw invalid(unknown);
      // The version row is written first: its row lock queues parallel saves on PostgreSQL.
      const saved = await transaction(async (tx) => {
        const next = await tx.settings.put(FEATURED_TOURS, null, version);
        await tx.settings.replaceFeatured(featuredTours);
        await bumpRevision(tx.revision);
        return next;
      });
      // This save's own list and version, even when a parallel save has landed since.
      return { featuredTours, version: saved };
    },

    async socialLinks(): Promise<SocialLinks> {
      const { value, version } = await repo.get<Omit<SocialLinks, "version">>(SOCIAL_LINKS);
      return { ...NO_SOCIAL_LINKS, ...value, version };
    },

    async setSocialLinks(body: unknown): Promise<SocialLinks> {
      const { version, ...links } = parseWith(socialLinks, body);
      const saved = await transaction(async (tx) => {
        const next = await tx.settings.put(SOCIAL_LINKS, links, version);
        await bumpRevision(tx.revision);
        return next;
      });
      return { ...links, version: saved };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
