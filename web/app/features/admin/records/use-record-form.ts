/**
 * The record editor's state and saving (SPEC §4 Record save, §5 Record): media uploaded first,
 * then the record; a taken slug (409 `taken`), a stale version (409 `stale_version`) or field
 * errors (400) keep everything typed and every file chosen, so Save can simply be pressed again.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ArchiveRecord } from "@tours/shared";
import { useState } from "react";
import { uploadErrorMessage, uploadMedia } from "../api/upload";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { draftOf, type RecordDraft, sameDraft, toInput } from "./record-draft";
import { type PendingFile, uploadPending, withMedia } from "./record-save";
import { recordRules } from "./record-rules";
import { records } from "./records-api";

export function useRecordForm(
  initial: RecordDraft,
  isNew: boolean,
  onSaved: (record: ArchiveRecord) => void,
) {
  const client = useQueryClient();
  const save = records.useSave(isNew);
  const [pending, setPending] = useState<PendingFile[]>([]);

  const updatePending = (key: string, change: Partial<PendingFile>) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const editor = useVersionedEditor({
    initial,
    isNew,
    rules: recordRules,
    async save(toSave: RecordDraft) {
      let uploads;
      try {
        uploads = await uploadPending(
          pending,
          (file, progress) => uploadMedia(file, "media", progress),
          updatePending,
        );
      } catch (error) {
        throw new Error(uploadErrorMessage(error));
      }
      const saved = await save.mutateAsync(withMedia(toInput(toSave), uploads));
      setPending([]);
      return saved;
    },
    refetch: async ({ id }) => {
      const record = await records.refetch(client, id);
      return record && draftOf(record);
    },
    draftOf,
    sameDraft,
    // The media lists are the saved ones: they now hold the files just uploaded.
    keepEdits: (current, saved) => ({
      ...current,
      images: saved.images,
      audios: saved.audios,
      videos: saved.videos,
      version: saved.version,
    }),
    onSaved,
  });

  return {
    ...editor,
    pending,
    setPending,
    dirty: editor.dirty || pending.length > 0,
  };
}
