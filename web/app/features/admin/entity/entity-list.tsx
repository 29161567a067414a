/**
 * /admin/{path} of a declared entity (entity.ts), such as /admin/notices: a card per item, its
 * name leading to its editor and the declared columns under it, by name as the server sorts.
 */
import { Link } from "react-router";
import { adminMeta } from "../ui/admin-title";
import { ListHeader } from "../ui/list-header";
import { LoadFailed } from "../ui/load-failed";
import { type EntityDeclaration, titleOf } from "./entity";
import type { EntityItem } from "./entity-draft";
import { entityOfMatches, useEntity } from "./entity-route";
import "./entity.css";
import type { Route } from "./+types/entity-list";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(entityOfMatches(matches).entity.label);

export default function EntityList() {
  const { entity, collection, listPath } = useEntity();
  const items = collection.useList();
  const newLabel = `New ${titleOf(entity)}`;
  const plural = entity.label.toLowerCase();

  return (
    <>
      <ListHeader title={entity.label} newPath={`${listPath}/new`} newLabel={newLabel} />
      {items.isPending ? (
        <p role="status">Loading {plural}…</p>
      ) : items.isError ? (
        <LoadFailed what={`The ${plural}`} onRetry={() => items.refetch()} />
      ) : items.data.length === 0 ? (
        <p className="admin-list-empty">
          No {plural} yet. Add the first one with {newLabel}.
        </p>
      ) : (
        <>
          <p className="admin-list-count" role="status">
            {items.data.length === 1 ? `1 ${entity.what}` : `${items.data.length} ${plural}`}
          </p>
          <ul className="admin-cards card-grid entity-cards">
            {items.data.map((item) => (
              <EntityCard key={item.id} entity={entity} item={item} listPath={listPath} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function EntityCard({
  entity,
  item,
  listPath,
}: {
  entity: EntityDeclaration;
  item: EntityItem;
  listPath: string;
}) {
  const name = String(item[entity.nameField] ?? "").trim();
  return (
    <li className="admin-card">
      <h2 className="admin-card__title">
        <Link to={`${listPath}/edit/${encodeURIComponent(item.id)}`}>
          {name || `Untitled ${entity.what}`}
        </Link>
      </h2>
      <dl className="admin-card__facts">
        {entity.columns.map((column) => {
          const field = entity.fields.find((candidate) => candidate.name === column);
          const value = item[column];
          return (
            <div key={column}>
              <dt>{field?.label ?? column}</dt>
              <dd>
                {typeof value === "boolean"
                  ? value
                    ? "Yes"
                    : "No"
                  : String(value ?? "") || "None"}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
