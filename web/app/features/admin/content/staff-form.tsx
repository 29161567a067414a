/**
 * The staff member form (SPEC §3 Staff member): title line, sort order, photo with its
 * description, and bio. Checked with the server's own schema before it is sent.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { staffMemberInput } from "@tours/shared";
import { useCallback, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@tours/shared/browser";
import { ConflictNotice, isConflict } from "../home/conflict-notice";
import { ErrorSummary } from "../ui/error-summary";
import { errorIdOf, fieldAria, fieldIdOf } from "../ui/field-errors";
import { RichTextEditor } from "../ui/rich-text-editor";
import { EditorBar } from "../ui/editor-bar";
import { SaveButton } from "../ui/save-button";
import { useEditorExit } from "../ui/use-editor-exit";
import { useSaveStaff } from "./content-queries";
import { StaffPhotoField } from "./staff-photo-field";

export interface StaffFormValues {
  titleLine: string;
  bio: string;
  sortOrder: number;
  image: { src: string; alt: string };
}

interface Props {
  /** Absent for a new member. */
  id?: string;
  initial: StaffFormValues;
  /** The version the form starts from; a save over a newer one is refused (409). */
  version?: number;
  onReload(): Promise<unknown>;
}

const resolver = zodResolver(staffMemberInput, {
  error: (issue) =>
    issue.path?.[0] === "sortOrder" ? "Enter a whole number, such as 1, 2 or 3." : undefined,
});

const FIELDS = ["titleLine", "bio", "sortOrder", "image.src", "image.alt"] as const;

export function StaffForm({ id, initial, version, onReload }: Props) {
  const uid = useId();
  const save = useSaveStaff();
  const form = useForm<StaffFormValues>({ defaultValues: initial, resolver });
  const { errors, isDirty } = form.formState;
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState(false);
  const exit = useEditorExit(isDirty);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);

  const idOf = (field: (typeof FIELDS)[number]) => fieldIdOf(uid, field);
  const messages = {
    titleLine: errors.titleLine?.message,
    sortOrder: errors.sortOrder?.message,
    "image.alt": errors.image?.alt?.message,
    bio: errors.bio?.message,
  };
  const entries = Object.entries(messages).flatMap(([field, message]) =>
    message ? [{ field, message, id: idOf(field as keyof typeof messages) }] : [],
  );

  const submit = form.handleSubmit((values) => {
    setConflict(false);
    save.mutate(
      { id, input: { ...values, version } },
      {
        onSuccess: () => exit.leave("/admin/content"),
        onError: (error) => {
          setConflict(isConflict(error));
          if (!(error instanceof ApiError)) return;
          for (const issue of error.issues) {
            const field = FIELDS.find((name) => name === issue.path);
            if (field) form.setError(field, { message: issue.message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <form
      className="admin-form staff-form"
      onSubmit={(event) => {
        if (uploading || save.isPending) return event.preventDefault();
        void submit(event);
      }}
      noValidate
    >
      <div className="admin-field">
        <label htmlFor={idOf("titleLine")} className="admin-required">
          Title line
        </label>
        <input
          id={idOf("titleLine")}
          type="text"
          {...fieldAria(idOf("titleLine"), messages.titleLine, [`${uid}-title-help`])}
          {...form.register("titleLine")}
        />
        <p id={`${uid}-title-help`} className="admin-field__help">
          Name and role, e.g. &lsquo;Evelyn Carter, Executive Director&rsquo;.
        </p>
        <FieldError id={idOf("titleLine")} message={messages.titleLine} />
      </div>

      <div className="admin-field">
        <label htmlFor={idOf("sortOrder")} className="admin-required">
          Sort order
        </label>
        <input
          id={idOf("sortOrder")}
          type="number"
          step={1}
          inputMode="numeric"
          className="staff-form__order"
          {...fieldAria(idOf("sortOrder"), messages.sortOrder, [`${uid}-order-help`])}
          {...form.register("sortOrder", { valueAsNumber: true })}
        />
        <p id={`${uid}-order-help`} className="admin-field__help">
          The About Us page lists staff from the lowest number up.
        </p>
        <FieldError id={idOf("sortOrder")} message={messages.sortOrder} />
      </div>

      <StaffPhotoField
        form={form}
        onUploadingChange={onUploadingChange}
        altId={idOf("image.alt")}
      />

      <div className="admin-field" id={idOf("bio")}>
        <span id={`${uid}-bio-label`}>Bio</span>
        <RichTextEditor
          toolsLabel="Bio formatting"
          value={form.getValues("bio")}
          onChange={(html) => form.setValue("bio", html, { shouldDirty: true })}
          onBlur={() => void form.trigger("bio")}
          labelId={`${uid}-bio-label`}
          describedBy={messages.bio ? errorIdOf(idOf("bio")) : undefined}
          invalid={Boolean(messages.bio)}
        />
        <FieldError id={idOf("bio")} message={messages.bio} />
      </div>

      <ErrorSummary groups={[{ heading: "Staff member validation error", entries }]} />
      <EditorBar cancelTo="/admin/content" viewOnSite={id ? "/about-us" : null}>
        <SaveButton
          busy={uploading || save.isPending}
          busyLabel={save.isPending ? "Saving…" : "Uploading the photo…"}
        />
      </EditorBar>
      {conflict && <ConflictNotice onReload={onReload} />}
      {exit.prompt}
    </form>
  );
}

/** The error under a field whose id is `fieldId`. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorIdOf(id)} className="admin-field__error">
      {message}
    </p>
  );
}
