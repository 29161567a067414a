import { noticeInput } from "@tours/shared";
import { entityAdmin } from "../entity/entity";

/** Notices for visitors, shown at the top of the public pages: the generic list and editor. */
export const noticesAdmin = entityAdmin({
  what: "notice",
  label: "Notices",
  path: "notices",
  api: "/notices",
  input: noticeInput,
  fields: [
    {
      name: "title",
      label: "Title",
      kind: "shortText",
      hint: "A few words visitors see first, e.g. Fort Negley visitor center closed.",
    },
    {
      name: "message",
      label: "Message",
      kind: "longText",
      hint: "Plain text, at most 500 characters: what has changed and until when.",
    },
    {
      name: "link",
      label: "Link",
      kind: "url",
      hint: "Optional: a page of this site starting with / (such as /tours) or a full address starting with https://.",
    },
    {
      name: "shown",
      label: "Shown on the site",
      kind: "yesNo",
      hint: "Untick to keep the notice here without showing it to visitors.",
    },
  ],
  nameField: "title",
  columns: ["message", "shown"],
  // A shown notice is at the top of every public page; the home page is the first of them.
  viewOnSite: (notice) => (notice.shown ? "/" : null),
});
