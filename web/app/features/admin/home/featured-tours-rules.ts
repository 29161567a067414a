/**
 * What keeps the featured tours list from being saved: the server's own schema for POST
 * /featuredTours (a tour featured once). The form offers only tours not featured yet, so this
 * holds unless the list was changed elsewhere.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { featuredToursInput } from "@tours/shared";
import { checkWith, type DraftRules } from "../ui/draft-issues";
import type { FeaturedToursState } from "./featured-tours";

export const featuredToursRules: DraftRules<FeaturedToursState> = {
  check: checkWith(zodResolver(featuredToursInput), (draft: FeaturedToursState) => draft),
  problemOf: (issue) => ({ field: issue.path.split(".")[0] ?? "", message: issue.message }),
};
