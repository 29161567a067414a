/** The four social links shown as icons in the site footer (SPEC §2 admin home, §3). */
import { zodResolver } from "@hookform/resolvers/zod";
import { type SocialLinks, socialLinks } from "@tours/shared";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError } from "@tours/shared/browser";
import { ErrorSummary } from "../ui/error-summary";
import { SaveButton } from "../ui/save-button";
import { errorIdOf, fieldAria, fieldIdOf } from "../ui/field-errors";
import { ConflictNotice, isConflict } from "./conflict-notice";
import { useSaveSocialLinks } from "./home-queries";

type Links = Omit<SocialLinks, "version">;

const FIELDS: { name: keyof Links; label: string }[] = [
  { name: "facebook", label: "Facebook" },
  { name: "twitter", label: "Twitter" },
  { name: "instagram", label: "Instagram" },
  { name: "tiktok", label: "TikTok" },
];

interface Props {
  saved: SocialLinks;
  onDirtyChange(dirty: boolean): void;
  onReload(): Promise<unknown>;
}

export function SocialLinksForm({ saved, onDirtyChange, onReload }: Props) {
  const id = useId();
  const { version: savedVersion, ...links } = saved;
  const [version, setVersion] = useState(savedVersion);
  const [conflict, setConflict] = useState(false);
  const save = useSaveSocialLinks();
  const form = useForm<Links>({ defaultValues: links, resolver: zodResolver(socialLinks) });
  const { errors, isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const entries = FIELDS.flatMap(({ name }) => {
    const message = errors[name]?.message;
    return message ? [{ field: name, message, id: fieldIdOf(id, name) }] : [];
  });

  const submit = form.handleSubmit((values) => {
    setConflict(false);
    save.mutate(
      { ...values, version },
      {
        onSuccess: ({ version: next, ...answer }) => {
          setVersion(next);
          form.reset(answer);
        },
        onError: (error) => {
          setConflict(isConflict(error));
          if (error instanceof ApiError) {
            for (const issue of error.issues) {
              const field = FIELDS.find((f) => f.name === issue.path);
              if (field) form.setError(field.name, { message: issue.message });
            }
          }
        },
      },
    );
  });

  return (
    <form
      className="admin-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        if (!isDirty || save.isPending) return event.preventDefault();
        void submit(event);
      }}
      noValidate
    >
      <h2 id={`${id}-heading`}>Social Links</h2>
      <p className="admin-field__help">
        The full address of each page, e.g. https://www.instagram.com/yourname. The site footer
        shows an icon for each link that is set; leave a field empty to hide its icon.
      </p>
      {FIELDS.map(({ name, label }) => {
        const error = errors[name]?.message;
        const fieldId = fieldIdOf(id, name);
        return (
          <div key={name} className="admin-field">
            <label htmlFor={fieldId}>{label}</label>
            <input
              id={fieldId}
              type="url"
              inputMode="url"
              autoComplete="url"
              {...fieldAria(fieldId, error)}
              {...form.register(name)}
            />
            {error && (
              <p id={errorIdOf(fieldId)} className="admin-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <ErrorSummary groups={[{ heading: "Social links validation error", entries }]} />
      <div className="admin-home__save">
        <SaveButton blocked={!isDirty} busy={save.isPending}>
          Save Social Links
        </SaveButton>
        <p role="status">{save.isSuccess && !isDirty ? "Saved" : ""}</p>
      </div>
      {conflict && <ConflictNotice onReload={onReload} />}
    </form>
  );
}
