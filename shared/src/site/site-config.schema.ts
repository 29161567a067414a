import { z } from "zod";

/** What the site says about itself: menu, outside links, sponsors, lesson plans. Kept out of code. */
const link = z.object({ name: z.string().min(1), path: z.string().min(1), external: z.boolean() });
const document = z.object({ title: z.string().min(1), path: z.string().min(1) });

export const siteConfig = z.object({
  siteName: z.string().min(1),
  commission: z.object({ name: z.string().min(1), logo: z.string().min(1), url: z.string() }),
  /** Side menu, in SPEC order. */
  menu: z.array(link).min(1),
  donateUrl: z.url(),
  merchandiseUrl: z.url(),
  musicStreamingUrl: z.url(),
  infoEmail: z.email(),
  developerCredit: z.object({ name: z.string().min(1), url: z.url() }),
  sponsors: z.array(
    z.object({ name: z.string().min(1), logo: z.string().min(1), url: z.string() }),
  ),
  lessonPlans: z.object({
    classroomGuide: document,
    gradeBands: z.array(
      z.object({ slug: z.string().min(1), title: z.string().min(1), documents: z.array(document) }),
    ),
  }),
});

export type SiteConfig = z.infer<typeof siteConfig>;
export type SiteLink = z.infer<typeof link>;
