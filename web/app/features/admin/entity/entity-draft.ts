/**
 * A declared entity's item being edited (entity.ts): every field as the form holds it (text, or
 * yes/no), which is also the body it saves as; and how its problems are found and said, by the
 * shared schema through React Hook Form's `zodResolver`, in the fields' own labels.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { checkWith, type DraftRules, inWords, labelOf, rankOf } from "../ui/draft-issues";
import type { EntityDeclaration, EntityField } from "./entity";

/** The draft of any declared entity: its id, the version it was read at, and its fields. */
export interface EntityDraft {
  id: string;
  /** The version this draft was read at; absent for a new item. */
  version?: number;
  [field: string]: string | boolean | number | undefined;
}

/** An item as the admin API answers it. */
export interface EntityItem {
  id: string;
  version: number;
  [field: string]: unknown;
}

type FieldSchema = { safeParse(value: unknown): { success: boolean; data?: unknown } };
const schemaOf = (entity: EntityDeclaration, field: EntityField) =>
  (entity.input.shape as Record<string, FieldSchema>)[field.name];

/** A text field the schema refuses empty: its label has the red star. */
export function isRequired(entity: EntityDeclaration, field: EntityField): boolean {
  return field.kind !== "yesNo" && schemaOf(entity, field)?.safeParse("").success === false;
}

/** A new item: empty text, and each yes/no as the schema's default. */
export function newDraft(entity: EntityDeclaration, id: string): EntityDraft {
  const draft: EntityDraft = { id };
  for (const field of entity.fields) {
    draft[field.name] =
      field.kind === "yesNo" ? schemaOf(entity, field)?.safeParse(undefined).data === true : "";
  }
  return draft;
}

export function draftOf(entity: EntityDeclaration, item: EntityItem): EntityDraft {
  const draft: EntityDraft = { id: item.id, version: item.version };
  for (const field of entity.fields) {
    const value = item[field.name];
    draft[field.name] = field.kind === "yesNo" ? value === true : String(value ?? "");
  }
  return draft;
}

export function sameDraft(a: EntityDraft, b: EntityDraft): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** What keeps a draft from being saved: the schema's issues at the form's fields, in its order. */
export function entityRules(entity: EntityDeclaration): DraftRules<EntityDraft> {
  const labels = entity.fields.map((field) => [field.name, field.label] as const);
  const resolver = zodResolver(entity.input) as unknown as Resolver<EntityDraft, unknown, unknown>;
  return {
    check: checkWith(resolver, (draft: EntityDraft) => draft),
    problemOf(issue) {
      const field = issue.path.split(".")[0] ?? "";
      return { field, message: inWords(labelOf(labels, field), issue) };
    },
    rankOf: (field) => rankOf(labels, field),
  };
}

/** By the name field ignoring case, then by id, as the server sorts the list. */
export const byName = (entity: EntityDeclaration) => (a: EntityItem, b: EntityItem) => {
  const x = String(a[entity.nameField] ?? "").toLowerCase();
  const y = String(b[entity.nameField] ?? "").toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};
