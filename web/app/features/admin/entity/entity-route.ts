/**
 * Which declared entity a page of the generic list or editor shows: the one whose module made
 * its route (admin-pages.ts gives each route its id), read from React Router's matches. With it,
 * what every page of that entity shares: its admin collection and its rules, made once.
 */
import { type UIMatch, useMatches } from "react-router";
import { ADMIN_MODULES } from "../admin-modules";
import { pageRouteId } from "../admin-pages";
import { adminCollection } from "../api/admin-collection";
import type { EntityDeclaration, EntityModule } from "./entity";
import { byName, type EntityDraft, type EntityItem, entityRules } from "./entity-draft";

const isEntityModule = (module: object): module is EntityModule => "entity" in module;

/** Each route id of the generic pages, and the entity it shows. */
const BY_ROUTE = new Map(
  ADMIN_MODULES.filter(isEntityModule).flatMap((module) =>
    module.pages.map((page) => [pageRouteId(page), module.entity] as const),
  ),
);

function prepare(entity: EntityDeclaration) {
  return {
    entity,
    collection: adminCollection<EntityItem, EntityDraft>({
      key: ["admin", entity.path],
      path: entity.api,
      order: byName(entity),
    }),
    rules: entityRules(entity),
    listPath: `/admin/${entity.path}`,
  };
}

export type PreparedEntity = ReturnType<typeof prepare>;
const prepared = new Map<EntityDeclaration, PreparedEntity>();

/** The entity of the route matched, for a route module's `meta` too. */
export function entityOfMatches(matches: readonly (Pick<UIMatch, "id"> | undefined)[]) {
  const entity = matches.map((match) => match && BY_ROUTE.get(match.id)).find(Boolean);
  if (!entity) throw new Error("This page's route was not made by an entity's module");
  let found = prepared.get(entity);
  if (!found) prepared.set(entity, (found = prepare(entity)));
  return found;
}

/** The entity the page shows, found from its route. */
export const useEntity = () => entityOfMatches(useMatches());
