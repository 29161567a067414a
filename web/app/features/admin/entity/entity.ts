/**
 * A plain staff-edited entity, declared once in its admin module: the generic list and editor
 * (entity-list.tsx, entity-editor.tsx) show it from this declaration alone. Plain data, so the
 * route config can read the module list without loading any page.
 */
import type { z } from "zod";
import { type AdminModule, listAndEditor } from "../admin-pages";

/** How a field is edited: a line of text, a few lines, a web address or path, a yes/no box. */
export type FieldKind = "shortText" | "longText" | "url" | "yesNo";

/** The fields a form edits: the schema's, but the id and version the editor keeps itself. */
type FieldName<S extends z.ZodObject> = Exclude<keyof z.input<S> & string, "id" | "version">;

export interface EntityField<Name extends string = string> {
  name: Name;
  label: string;
  kind: FieldKind;
  /** Help under the field: what it is for, an example. */
  hint?: string;
}

export interface EntityDeclaration<S extends z.ZodObject = z.ZodObject> {
  /** The item in words, lower case: "notice" ("Notice saved.", headings: `titleOf`). */
  what: string;
  /** The menu's entry and the list's heading: "Notices". */
  label: string;
  /** Its pages under /admin: the list at `path`, the editor at `path/new` and `path/edit/:id`. */
  path: string;
  /** Its collection in the admin API: GET and POST on `api`, PUT and DELETE on `api/{id}`. */
  api: string;
  /** The shared input schema: the editor checks a draft with it, as the server does. */
  input: S;
  /** The form's fields, in order. A text field the schema refuses empty is marked required. */
  fields: readonly EntityField<FieldName<S>>[];
  /** The field that names an item: its card's title, the editor's heading. */
  nameField: FieldName<S>;
  /** What the list's cards show of each item besides its name. */
  columns: readonly FieldName<S>[];
  /** The item's page on the public site, when it has one (the editor's 'View on site'). */
  viewOnSite?(item: z.output<S>): string | null;
}

/** The item in words as headings and buttons say them, each word capitalized: "New Notice". */
export const titleOf = (entity: EntityDeclaration) =>
  entity.what.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

/** The admin module of a declared entity: its menu entry, and the generic list and editor. */
export interface EntityModule extends AdminModule {
  entity: EntityDeclaration;
}

export function entityAdmin<S extends z.ZodObject>(entity: EntityDeclaration<S>): EntityModule {
  return {
    menu: { to: `/admin/${entity.path}`, label: entity.label },
    pages: listAndEditor(entity.path, "entity/entity-list.tsx", "entity/entity-editor.tsx"),
    entity: entity as unknown as EntityDeclaration,
  };
}
