import { z } from "zod";
import { multiLineText, requiredLine, singleLineText, version } from "../common/common.schema.js";

export const staffImage = z
  .object({ src: singleLineText.trim(), alt: singleLineText.trim() })
  .refine((image) => image.src === "" || image.alt !== "", {
    message: "Describe the photo for visitors who cannot see it",
    path: ["alt"],
  });

/** Body of POST /dashboard/api/content/staff and /content/staff/{id}. */
export const staffMemberInput = z.object({
  titleLine: requiredLine,
  bio: multiLineText,
  sortOrder: z.number().int(),
  image: staffImage,
  version,
});

export const staffMember = staffMemberInput.extend({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const contactInfo = z.object({
  phone: singleLineText.trim(),
  email: z.union([z.literal(""), z.email()]),
  address: z.tuple([singleLineText, singleLineText, singleLineText]),
});

export const curriculumTeamMember = z.object({ titleLine: requiredLine });

/** Body of POST /dashboard/api/content/about-us. Staff are edited through /content/staff. */
export const aboutUsInput = z.object({
  contactInfo,
  curriculumTeam: z.array(curriculumTeamMember),
  version,
});

export const aboutUs = aboutUsInput.extend({
  staff: z.array(staffMember),
  version: z.number().int(),
});

export type StaffMemberInput = z.input<typeof staffMemberInput>;
export type StaffMember = z.infer<typeof staffMember>;
export type ContactInfo = z.infer<typeof contactInfo>;
export type AboutUsInput = z.input<typeof aboutUsInput>;
export type AboutUs = z.infer<typeof aboutUs>;
