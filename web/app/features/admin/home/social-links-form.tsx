/** The four social links shown as icons in the site footer (SPEC §2 admin home, §3). */
import { useQueryClient } from "@tanstack/react-query";
import type { SocialLinks } from "@tours/shared";
import { type FormEvent, useEffect, useId } from "react";
import { EditConflict } from "../ui/edit-conflict";
import { ErrorSummary } from "../ui/error-summary";
import { errorIdOf, fieldAria, focusField } from "../ui/field-errors";
import { SaveButton } from "../ui/save-button";
import { SaveFailure } from "../ui/save-failure";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { socialLinksKey, useSaveSocialLinks } from "./home-queries";
import { sameLinks, SOCIAL_FIELDS, socialLinksRules } from "./social-links-rules";

interface Props {
  saved: SocialLinks;
  onDirtyChange(dirty: boolean): void;
}

export function SocialLinksForm({ saved, onDirtyChange }: Props) {
  const id = useId();
  const client = useQueryClient();
  const save = useSaveSocialLinks();
  const editor = useVersionedEditor({
    initial: saved,
    isNew: false,
    rules: socialLinksRules,
    save: (draft: SocialLinks) => save.mutateAsync(draft),
    draftOf: (answer: SocialLinks) => answer,
    refetch: async () => {
      await client.refetchQueries({ queryKey: socialLinksKey, exact: true });
      return client.getQueryData<SocialLinks>(socialLinksKey);
    },
    sameDraft: sameLinks,
  });
  const { draft, errors, conflict, dirty } = editor;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || editor.saving || conflict) return;
    const [first] = await editor.trySave();
    // Save pressed with something wrong: every problem shows at its field, focus goes to the first.
    if (first) focusField(errors.idOf(first.field));
  };

  return (
    <form
      className="admin-form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <h2 id={`${id}-heading`}>Social Links</h2>
      <p className="admin-field__help">
        The full address of each page, e.g. https://www.instagram.com/yourname. The site footer
        shows an icon for each link that is set; leave a field empty to hide its icon.
      </p>
      {SOCIAL_FIELDS.map(([name, label]) => {
        const { id: fieldId, error } = errors.at(name);
        return (
          <div key={name} className="admin-field">
            <label htmlFor={fieldId}>{label}</label>
            <input
              id={fieldId}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={draft[name]}
              onChange={(event) => {
                const value = event.target.value;
                editor.edit([name], (current) => ({ ...current, [name]: value }));
              }}
              {...fieldAria(fieldId, error)}
            />
            {error && (
              <p id={errorIdOf(fieldId)} className="admin-field__error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <ErrorSummary
        groups={[{ heading: "Social links validation error", entries: errors.entries }]}
      />
      <EditConflict editor={editor} item="set of social links" />
      <SaveFailure message={editor.failure} />
      <div className="admin-home__save">
        <SaveButton blocked={!dirty || conflict !== null} busy={editor.saving}>
          Save Social Links
        </SaveButton>
        <p role="status">{save.isSuccess && !dirty ? "Saved" : ""}</p>
      </div>
    </form>
  );
}
