/**
 * Asks the server whether a slug is free for an item (GET …/slugs/{slug}?for={id}) before a save
 * uploads its files, so a save that would be refused for its slug uploads nothing. A taken slug
 * throws the server's 409 `taken`, worded and placed at `slug` as the save's own refusal would be.
 */
import { adminRequest } from "./admin-api";

export const refuseTakenSlug = (
  collection: "/records" | "/tours",
  item: { id: string; slug: string },
) =>
  adminRequest<void>(
    `${collection}/slugs/${encodeURIComponent(item.slug)}?for=${encodeURIComponent(item.id)}`,
  );
