/** About Us: contact info and curriculum team as one document, staff members as rows. */
import { randomUUID } from "node:crypto";
import { aboutUsInput, staffMemberInput, type AboutUs, type StaffMember } from "@tours/shared";
import type { StaffMembersTable } from "./content.module.js";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { invalid, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { cleanHtml } from "../../lib/rich-text.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import type { Repositories } from "../../repositories.js";
import { newMedia, requireStoredMedia, staffMedia } from "../media/stored-media.js";

const ABOUT_US = "about_us";
type AboutUsDocument = Omit<AboutUs, "staff" | "version">;
const EMPTY: AboutUsDocument = {
  contactInfo: { phone: "", email: "", address: ["", "", ""] },
  curriculumTeam: [],
};

function presentStaff(row: StaffMembersTable): StaffMember {
  return {
    id: row.id,
    titleLine: row.title_line,
    bio: row.bio,
    sortOrder: Number(row.sort_order),
    image: { src: row.image_src, alt: row.image_alt },
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

/** What an `integer` column holds on PostgreSQL; SQLite's hold more, but both engines keep to it. */
const SORT_ORDER_LIMITS = [-(2 ** 31), 2 ** 31 - 1] as const;

async function staffColumns(body: unknown) {
  const input = parseWith(staffMemberInput, body);
  const [lowest, highest] = SORT_ORDER_LIMITS;
  if (input.sortOrder < lowest || input.sortOrder > highest) {
    const message = `Use a whole number from ${lowest} to ${highest}`;
    throw invalid([{ path: "sortOrder", message }]);
  }
  const bio = await cleanHtml(input.bio, "bio");
  if (bio.issue) throw invalid([bio.issue]);
  return {
    input,
    columns: {
      title_line: input.titleLine,
      bio: bio.html,
      sort_order: input.sortOrder,
      image_src: input.image.src,
      image_alt: input.image.alt,
    },
  };
}

export function createContentService(
  { settings, staff }: Pick<Repositories, "settings" | "staff">,
  transaction: Transaction<Repositories>,
) {
  async function loadStaff(id: string): Promise<StaffMember> {
    const row = await staff.findById(id);
    if (!row) throw notFound("Staff member");
    return presentStaff(row);
  }

  async function write(change: (tx: Repositories) => Promise<void>): Promise<void> {
    await transaction(async (tx) => {
      await change(tx);
      await bumpRevision(tx.revision);
    });
  }

  return {
    async aboutUs(): Promise<AboutUs> {
      const { value, version } = await settings.get<AboutUsDocument>(ABOUT_US);
      return { ...EMPTY, ...value, staff: (await staff.list()).map(presentStaff), version };
    },

    async setAboutUs(body: unknown): Promise<AboutUs> {
      const { version, ...document } = parseWith(aboutUsInput, body);
      let saved = 0;
      await write(async (tx) => {
        saved = await tx.settings.put(ABOUT_US, document, version);
      });
      // This save's own document and version, even when a parallel save has landed since.
      const { staff: team, ...current } = await this.aboutUs();
      return { ...current, ...document, staff: team, version: saved };
    },

    async createStaff(body: unknown): Promise<StaffMember> {
      const { input, columns } = await staffColumns(body);
      const id = randomUUID();
      await write(async (tx) => {
        await tx.staff.insert(id, columns, nowIso());
        await requireStoredMedia(tx.media, newMedia(staffMedia(input)));
      });
      return loadStaff(id);
    },

    async updateStaff(id: string, body: unknown): Promise<StaffMember> {
      const { input, columns } = await staffColumns(body);
      if ("id" in (body as object) && (body as { id: unknown }).id !== id) {
        throw invalid([{ path: "id", message: "Does not match the address" }]);
      }
      await write(async (tx) => {
        const before = await tx.staff.findById(id);
        const result = await tx.staff.update(id, columns, input.version, nowIso());
        await assertUpdated(result, async () => before !== undefined, "Staff member");
        const held = before ? staffMedia(presentStaff(before)) : [];
        await requireStoredMedia(tx.media, newMedia(staffMedia(input), held));
      });
      return loadStaff(id);
    },

    async removeStaff(id: string): Promise<void> {
      await write(async (tx) => {
        const result = await tx.staff.delete(id);
        if (Number(result.numDeletedRows) === 0) throw notFound("Staff member");
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
