/**
 * What stands between an editor's draft and its saving, just above the editor's bar: a conflict
 * with someone else's work (`EditConflict`), the last save's failure, and the error summary of the
 * draft's problems under "{Item} validation error".
 */
import type { Ref } from "react";
import { type ConflictState, EditConflict } from "./edit-conflict";
import { ErrorSummary } from "./error-summary";
import type { SummaryEntry } from "./field-errors";
import { SaveFailure } from "./save-failure";

/** Words at the start of a sentence: "record" → "Record", "QR code" as it is. */
export const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

interface Props {
  /** `useVersionedEditor`'s answer (or one built on it). */
  editor: ConflictState & {
    failure: string | null;
    errors: { entries: readonly SummaryEntry[] };
  };
  /** The item in words, e.g. "record", "QR code". */
  item: string;
  /** The error summary, for Save pressed to send focus to (`useEditorActions`). */
  summaryRef?: Ref<HTMLDivElement>;
}

export function SaveProblems({ editor, item, summaryRef }: Props) {
  return (
    <>
      <EditConflict editor={editor} item={item} />
      <SaveFailure message={editor.failure} />
      <ErrorSummary
        ref={summaryRef}
        groups={[
          { heading: `${capitalized(item)} validation error`, entries: editor.errors.entries },
        ]}
      />
    </>
  );
}
