/**
 * /admin/{path}/new and /admin/{path}/edit/{id} of a declared entity (entity.ts): its fields by
 * kind, checked with the shared schema, saved with lost-update protection that never throws away
 * what was typed (`useVersionedEditor`), the sticky bar with Save, Cancel and 'View on site', and
 * Delete apart behind a confirmation.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { editorMeta, editTitle, useAdminTitle } from "../ui/admin-title";
import { DeleteSection, EditorBar } from "../ui/editor-bar";
import { EditorPage, OpenedItem } from "../ui/editor-page";
import type { FieldAt } from "../ui/field-errors";
import { SaveButton } from "../ui/save-button";
import { arrivedNotice, SaveNotice } from "../ui/save-notice";
import { capitalized, SaveProblems } from "../ui/save-problems";
import { TextField } from "../ui/text-field";
import { useEditorActions } from "../ui/use-editor-actions";
import { useEditorExit } from "../ui/use-editor-exit";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { YesNoField } from "../ui/yes-no-field";
import { type EntityDeclaration, type EntityField, titleOf } from "./entity";
import {
  type EntityDraft,
  type EntityItem,
  draftOf,
  isRequired,
  newDraft,
  sameDraft,
} from "./entity-draft";
import { entityOfMatches, useEntity } from "./entity-route";
import "./entity.css";
import type { Route } from "./+types/entity-editor";

export const meta: Route.MetaFunction = (args) =>
  editorMeta(entityOfMatches(args.matches).entity.what)(args);

export default function EntityEditor() {
  return <EditorPage New={NewItem} Edit={EditItem} />;
}

/** /admin/{path}/new: a fresh id, empty text and each yes/no as the schema's default. */
function NewItem() {
  const { entity } = useEntity();
  const [initial] = useState(() => newDraft(entity, crypto.randomUUID()));
  return <EntityForm initial={initial} isNew />;
}

/** /admin/{path}/edit/{id}: the item from the admin list. */
function EditItem({ id }: { id: string }) {
  const { entity, collection, listPath } = useEntity();
  const items = collection.useList();
  return (
    <OpenedItem
      list={items}
      id={id}
      what={entity.what}
      heading={`Edit ${titleOf(entity)}`}
      listPath={listPath}
      listName={entity.label}
    >
      {(item) => <EntityForm key={item.id} initial={draftOf(entity, item)} isNew={false} />}
    </OpenedItem>
  );
}

function EntityForm({ initial, isNew }: { initial: EntityDraft; isNew: boolean }) {
  const { entity, collection, rules, listPath } = useEntity();
  const location = useLocation();
  const client = useQueryClient();
  const save = collection.useSave(isNew);
  const remove = collection.useDelete();
  const [arrived] = useState(() => arrivedNotice(location.state));
  const [notice, setNotice] = useState(arrived);
  const saved = `${capitalized(entity.what)} saved.`;

  const editor = useVersionedEditor({
    initial,
    isNew,
    rules,
    save: (draft: EntityDraft) => save.mutateAsync(draft),
    refetch: async ({ id }) => {
      const item = await collection.refetch(client, id);
      return item && draftOf(entity, item);
    },
    draftOf: (item: EntityItem) => draftOf(entity, item),
    sameDraft,
    onSaved: (item: EntityItem) => {
      if (!isNew) return setNotice(saved);
      exit.leave(`${listPath}/edit/${encodeURIComponent(item.id)}`, saved);
    },
    onTheirsShown: () => setNotice("Showing the version saved by someone else."),
  });
  const { draft, baseline, conflict, errors } = editor;
  const exit = useEditorExit(editor.dirty);
  const { summaryRef, submit, deleteItem } = useEditorActions({
    editor,
    onChecked: () => setNotice(null),
    remove: () => remove.mutateAsync(draft.id),
    onDeleted: () => exit.leave(listPath, `${capitalized(entity.what)} deleted.`),
  });
  const name = String(baseline[entity.nameField] ?? "").trim();
  useAdminTitle(isNew ? `New ${entity.what}` : editTitle(entity.what, name));

  const onChange = (field: string) => (value: string | boolean) => {
    editor.edit([field], (current) => ({ ...current, [field]: value }));
    setNotice(null);
  };

  // What the public site shows of the item as last saved (none before its first save).
  const viewOnSite = isNew ? null : (entity.viewOnSite?.(baseline as never) ?? null);

  return (
    <div className="entity-editor">
      <p className="admin-editor-back">
        <Link to={listPath}>Back to {entity.label}</Link>
      </p>
      <h1>{isNew ? `New ${titleOf(entity)}` : `Edit ${titleOf(entity)} ${name}`.trim()}</h1>
      <SaveNotice message={notice} className="admin-save-notice" arrived={arrived !== null} />

      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {entity.fields.map((field) => (
          <FieldInput
            key={field.name}
            entity={entity}
            field={field}
            value={draft[field.name]}
            onChange={onChange(field.name)}
            at={errors.at}
          />
        ))}

        <SaveProblems editor={editor} item={entity.what} summaryRef={summaryRef} />
        <EditorBar state={editor} cancelTo={listPath} viewOnSite={viewOnSite}>
          <SaveButton blocked={!errors.valid || conflict !== null} busy={editor.saving} />
        </EditorBar>
      </form>

      {!isNew && (
        <DeleteSection what={entity.what} onDelete={deleteItem} disabled={remove.isPending} />
      )}
      {exit.prompt}
    </div>
  );
}

/** One declared field, edited as its kind says. */
function FieldInput({
  entity,
  field,
  value,
  onChange,
  at,
}: {
  entity: EntityDeclaration;
  field: EntityField;
  value: EntityDraft[string];
  onChange(value: string | boolean): void;
  at: FieldAt;
}) {
  if (field.kind === "yesNo") {
    return (
      <YesNoField
        label={field.label}
        checked={value === true}
        onChange={onChange}
        help={field.hint}
        {...at(field.name)}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      required={isRequired(entity, field)}
      multiline={field.kind === "longText"}
      inputMode={field.kind === "url" ? "url" : undefined}
      value={String(value ?? "")}
      onChange={onChange}
      help={field.hint}
      {...at(field.name)}
    />
  );
}
