/**
 * The staff member form (SPEC §3 Staff member): title line, sort order, photo with its
 * description, and bio, checked with the server's own schema before it is sent; saving returns to
 * the About Us list.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { AboutUs } from "@tours/shared";
import { ApiError } from "@tours/shared/browser";
import { type FormEvent, useCallback, useState } from "react";
import { focusField } from "../ui/field-errors";
import { RichTextField } from "../ui/rich-text-field";
import { EditorBar } from "../ui/editor-bar";
import { SaveButton } from "../ui/save-button";
import { SaveProblems } from "../ui/save-problems";
import { TextField } from "../ui/text-field";
import { useEditorExit } from "../ui/use-editor-exit";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { aboutUsKey, useSaveStaff } from "./content-queries";
import { sameStaffDraft, type StaffDraft, staffDraftOf, toStaffInput } from "./staff-draft";
import { StaffPhotoField } from "./staff-photo-field";
import { staffRules } from "./staff-rules";

const LIST_PATH = "/admin/content";

export function StaffForm({ initial }: { initial: StaffDraft }) {
  const client = useQueryClient();
  const save = useSaveStaff();
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);
  // The bio's editor reads its text once: a new generation shows the version loaded after a conflict.
  const [generation, setGeneration] = useState(0);

  const editor = useVersionedEditor({
    initial,
    isNew: initial.id === "",
    rules: staffRules,
    save: (draft: StaffDraft) =>
      save.mutateAsync({ id: draft.id || undefined, input: toStaffInput(draft) }),
    draftOf: staffDraftOf,
    refetch: async ({ id }) => {
      await client.refetchQueries({ queryKey: aboutUsKey, exact: true });
      const member = client.getQueryData<AboutUs>(aboutUsKey)?.staff.find((m) => m.id === id);
      return member && staffDraftOf(member);
    },
    sameDraft: sameStaffDraft,
    // A field the server refused takes the focus.
    onFailed: (error) => {
      const first = error instanceof ApiError ? error.issues[0] : undefined;
      if (first) focusField(errors.idOf(first.path));
    },
    onSaved: () => exit.leave(LIST_PATH),
    onTheirsShown: () => setGeneration((n) => n + 1),
    onTheirsMerged: () => setGeneration((n) => n + 1),
  });
  const { draft, edit, errors, conflict } = editor;
  const exit = useEditorExit(editor.dirty);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading || editor.saving || conflict) return;
    const [first] = await editor.trySave();
    // Save pressed with something wrong: every problem shows at its field, focus goes to the first.
    if (first) focusField(errors.idOf(first.field));
  };

  return (
    <>
      <form className="admin-form staff-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Title line"
          required
          value={draft.titleLine}
          onChange={(titleLine) => edit(["titleLine"], (current) => ({ ...current, titleLine }))}
          help="Name and role, e.g. ‘Evelyn Carter, Executive Director’."
          {...errors.at("titleLine")}
        />
        <div className="staff-form__order">
          <TextField
            label="Sort order"
            required
            type="number"
            step={1}
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(sortOrder) => edit(["sortOrder"], (current) => ({ ...current, sortOrder }))}
            help="The About Us page lists staff from the lowest number up."
            {...errors.at("sortOrder")}
          />
        </div>

        <StaffPhotoField
          image={draft.image}
          onChange={(fields, change) =>
            edit(fields, (current) => ({ ...current, image: change(current.image) }))
          }
          onUploadingChange={onUploadingChange}
          photo={errors.at("image.src")}
          alt={errors.at("image.alt")}
        />

        <RichTextField
          key={generation}
          id={errors.idOf("bio")}
          label="Bio"
          value={draft.bio}
          onChange={(bio) => edit(["bio"], (current) => ({ ...current, bio }))}
          error={errors.errorOf("bio")}
        />

        <SaveProblems editor={editor} item="staff member" />
        <EditorBar state={editor} cancelTo={LIST_PATH} viewOnSite={initial.id ? "/about-us" : null}>
          <SaveButton
            blocked={conflict !== null}
            busy={uploading || editor.saving}
            busyLabel={editor.saving ? "Saving…" : "Uploading the photo…"}
          />
        </EditorBar>
      </form>
      {exit.prompt}
    </>
  );
}
