/**
 * Save and Delete as an admin editor page does them (an entity, a QR code, a tour). Save pressed
 * (or Enter in a field) checks the draft and saves it (`useVersionedEditor`'s `trySave`); with
 * something wrong, focus goes to the error summary, which `summaryRef` is to be the ref of.
 * Delete, once confirmed, removes the item and then leaves (`useEditorExit`); when it fails the
 * page stays as it was and the error banner says why.
 */
import { type FormEvent, useRef } from "react";
import type { EditConflictKind } from "./edit-conflict";
import type { FieldProblem } from "./field-errors";

interface Options {
  /** The editor whose draft Save sends. */
  editor: {
    saving: boolean;
    conflict: EditConflictKind | null;
    trySave(): Promise<FieldProblem[]>;
  };
  /** Other work that Save waits for besides the editor's own saving (an upload, a delete). */
  busy?: boolean;
  /**
   * Told once Save pressed has checked the draft, of the problems that keep it from being saved
   * (none: the save is on its way); focus goes to the summary after.
   */
  onChecked?(problems: FieldProblem[]): void;
  /** Deletes the item; rejects when the server refuses. */
  remove(): Promise<unknown>;
  /** Told once the item is deleted: leaves for the list. */
  onDeleted(): void;
}

export function useEditorActions({ editor, busy = false, onChecked, remove, onDeleted }: Options) {
  const summaryRef = useRef<HTMLDivElement>(null);

  /** The form's submit. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || editor.saving || editor.conflict) return;
    const problems = await editor.trySave();
    onChecked?.(problems);
    // Save pressed with something wrong: every problem shows at its field, focus goes to the list.
    if (problems.length > 0) summaryRef.current?.focus();
  };

  /** Delete, confirmed. */
  const deleteItem = async () => {
    try {
      await remove();
    } catch {
      // The error banner shows why (the mutation is not silent).
      return;
    }
    onDeleted();
  };

  return { summaryRef, submit, deleteItem };
}
