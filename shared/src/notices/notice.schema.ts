import { z } from "zod";
import {
  entityId,
  httpUrlOrPath,
  requiredLine,
  requiredText,
  version,
} from "../common/common.schema.js";

/** A notice is read at a glance at the top of a page: a short title and a few sentences. */
export const MAX_NOTICE_TITLE_LENGTH = 120;
export const MAX_NOTICE_MESSAGE_LENGTH = 500;
/** Longer than any page of this site or address staff would paste. */
export const MAX_NOTICE_LINK_LENGTH = 2_000;

const atMost = (length: number) => `Use at most ${length} characters`;

/**
 * Body of POST/PUT /dashboard/api/notices: a notice staff post for visitors ("The Fort Negley
 * visitor center is closed for repairs until March"), shown at the top of the public pages while
 * `shown` is true. Plain text; the link is a page of this site or a web address.
 */
export const noticeInput = z.object({
  id: entityId,
  title: requiredLine.max(MAX_NOTICE_TITLE_LENGTH, atMost(MAX_NOTICE_TITLE_LENGTH)),
  message: requiredText.max(MAX_NOTICE_MESSAGE_LENGTH, atMost(MAX_NOTICE_MESSAGE_LENGTH)),
  link: httpUrlOrPath.max(MAX_NOTICE_LINK_LENGTH, atMost(MAX_NOTICE_LINK_LENGTH)).default(""),
  shown: z.boolean().default(true),
  version,
});

export const notice = noticeInput.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});

/** What a visitor sees of a shown notice. */
export const publicNotice = notice.pick({ id: true, title: true, message: true, link: true });

export type NoticeInput = z.input<typeof noticeInput>;
export type ParsedNoticeInput = z.output<typeof noticeInput>;
export type Notice = z.infer<typeof notice>;
export type PublicNotice = z.infer<typeof publicNotice>;
