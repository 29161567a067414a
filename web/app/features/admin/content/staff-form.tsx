/**
 * The staff member form (SPEC §3 Staff member): title line, sort order, photo with its
 * description, and bio. Checked with the server's own schema before it is sent.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { staffMemberInput } from "@tours/shared";
import { useCallback, useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { AdminApiError } from "../api/admin-api";
import { ConflictNotice, isConflict } from "../home/conflict-notice";
import { RichTextEditor } from "../ui/rich-text-editor";
import { useUnsavedChangesPrompt } from "../ui/use-unsaved-changes";
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
  const navigate = useNavigate();
  const save = useSaveStaff();
  const form = useForm<StaffFormValues>({ defaultValues: initial, resolver });
  const { errors, isDirty } = form.formState;
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(false);
  const prompt = useUnsavedChangesPrompt(isDirty && !saved);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);

  // Leave once the prompt knows there is nothing left to lose.
  useEffect(() => {
    if (saved) void navigate("/admin/content");
  }, [saved, navigate]);

  const submit = form.handleSubmit((values) => {
    setConflict(false);
    save.mutate(
      { id, input: { ...values, version } },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          setConflict(isConflict(error));
          if (!(error instanceof AdminApiError)) return;
          for (const issue of error.issues) {
            const field = FIELDS.find((name) => name === issue.path);
            if (field) form.setError(field, { message: issue.message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  const describe = (name: string, help: boolean, error: string | undefined) =>
    [help && `${uid}-${name}-help`, error && `${uid}-${name}-error`].filter(Boolean).join(" ") ||
    undefined;

  return (
    <form className="admin-form staff-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-field">
        <label htmlFor={`${uid}-title`} className="admin-required">
          Title line
        </label>
        <input
          id={`${uid}-title`}
          type="text"
          aria-invalid={errors.titleLine ? true : undefined}
          aria-describedby={describe("title", true, errors.titleLine?.message)}
          {...form.register("titleLine")}
        />
        <p id={`${uid}-title-help`} className="admin-field__help">
          Name and role, e.g. &lsquo;Evelyn Carter, Executive Director&rsquo;.
        </p>
        <FieldError id={`${uid}-title-error`} message={errors.titleLine?.message} />
      </div>

      <div className="admin-field">
        <label htmlFor={`${uid}-order`} className="admin-required">
          Sort order
        </label>
        <input
          id={`${uid}-order`}
          type="number"
          step={1}
          inputMode="numeric"
          className="staff-form__order"
          aria-invalid={errors.sortOrder ? true : undefined}
          aria-describedby={describe("order", true, errors.sortOrder?.message)}
          {...form.register("sortOrder", { valueAsNumber: true })}
        />
        <p id={`${uid}-order-help`} className="admin-field__help">
          The About Us page lists staff from the lowest number up.
        </p>
        <FieldError id={`${uid}-order-error`} message={errors.sortOrder?.message} />
      </div>

      <StaffPhotoField form={form} onUploadingChange={onUploadingChange} />

      <div className="admin-field">
        <span id={`${uid}-bio-label`}>Bio</span>
        <RichTextEditor
          toolsLabel="Bio formatting"
          value={form.getValues("bio")}
          onChange={(html) => form.setValue("bio", html, { shouldDirty: true })}
          onBlur={() => void form.trigger("bio")}
          labelId={`${uid}-bio-label`}
          describedBy={errors.bio ? `${uid}-bio-error` : undefined}
          invalid={Boolean(errors.bio)}
        />
        <FieldError id={`${uid}-bio-error`} message={errors.bio?.message} />
      </div>

      <div className="staff-form__actions">
        <button type="submit" className="admin-button" disabled={uploading || save.isPending}>
          {save.isPending ? "Saving…" : uploading ? "Uploading the photo…" : "Save"}
        </button>
        <Link to="/admin/content" className="admin-button admin-button--secondary">
          Cancel
        </Link>
      </div>
      {conflict && <ConflictNotice onReload={onReload} />}
      {prompt}
    </form>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="admin-field__error">
      {message}
    </p>
  );
}
