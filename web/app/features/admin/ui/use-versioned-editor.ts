/**
 * The one way an admin editor edits a versioned item (a record, a tour, a QR code): the draft on
 * screen and the baseline it was loaded or last saved as, so it knows when they differ; saving,
 * with the server's field issues kept until their fields change; and lost-update protection. A
 * save over someone else's newer version (409 `stale_version`) or of an item deleted meanwhile
 * (404) keeps everything typed and offers 'Save mine over theirs' or 'Discard mine and show
 * theirs' (`EditConflict`). Leaving is `useEditorExit`'s.
 */
import { ApiError, type ErrorIssue } from "@tours/shared/browser";
import { useEffect, useRef, useState } from "react";
import { messageOf } from "../shell/admin-query-client";
import type { EditConflictKind } from "./edit-conflict";

export interface VersionedDraft {
  id: string;
  version?: number;
}

export interface VersionedEditorOptions<D extends VersionedDraft, S, F> {
  initial: D;
  isNew: boolean;
  /**
   * Sends the draft; answers the item as saved. What it throws is the failure shown. `update`
   * changes the draft on screen meanwhile (a file's address arriving from its upload).
   */
  save(draft: D, update: (change: (current: D) => D) => void): Promise<S>;
  /** The draft a save's answer stands for. */
  draftOf(saved: S): D;
  /** The draft the save sent, when it differs from the one asked for (files uploaded first). */
  sentOf?(saved: S): D;
  /** The item as saved now, as a draft; undefined when it has been deleted. */
  refetch(id: string): Promise<D | undefined>;
  sameDraft(a: D, b: D): boolean;
  /** My draft over a newer saved one: what I typed, their versions (default: the item's). */
  rebase?(mine: D, theirs: D): D;
  /**
   * A draft changed while its save was on the way keeps what was typed, not yet saved: this says
   * what it takes from the saved one (default: `rebase`).
   */
  keepEdits?(current: D, saved: D): D;
  /** How a failed save is said (default: the error's message). */
  describeFailure?(error: unknown): F;
  /** Told of a failed save that is not a conflict, after it is on screen. */
  onFailed?(error: unknown): void;
  /** Told once the saved state is on screen, so a navigation that follows sees nothing unsaved. */
  onSaved?(saved: S): void;
  /** Told when 'Discard mine' has put the version saved by someone else on screen. */
  onTheirsShown?(): void;
}

const takeVersion = <D extends VersionedDraft>(mine: D, theirs: D): D => ({
  ...mine,
  version: theirs.version,
});

const isFor = (field: string) => (issue: ErrorIssue) =>
  issue.path === field || issue.path.startsWith(`${field}.`);

export function useVersionedEditor<D extends VersionedDraft, S, F = string>(
  options: VersionedEditorOptions<D, S, F>,
) {
  const { initial, isNew, sameDraft } = options;
  const rebase = options.rebase ?? takeVersion;
  const describe = options.describeFailure ?? (messageOf as (error: unknown) => F);
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [issues, setIssues] = useState<ErrorIssue[]>([]);
  const [failure, setFailure] = useState<F | null>(null);
  const [conflict, setConflict] = useState<EditConflictKind | null>(null);
  const [settled, setSettled] = useState<{ saved: S } | { error: unknown } | null>(null);

  // The latest callbacks, so that an editor can pass plain functions.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  useEffect(() => {
    if (!settled) return;
    setSettled(null);
    if ("saved" in settled) callbacks.current.onSaved?.(settled.saved);
    else callbacks.current.onFailed?.(settled.error);
  }, [settled]);

  const submit = async (toSave: D) => {
    setFailure(null);
    setIssues([]);
    setSaving(true);
    try {
      const saved = await options.save(toSave, setDraft);
      const savedDraft = options.draftOf(saved);
      const sent = options.sentOf?.(saved) ?? toSave;
      const keep = options.keepEdits ?? rebase;
      setConflict(null);
      setBaseline(savedDraft);
      setDraft((current) => (sameDraft(current, sent) ? savedDraft : keep(current, savedDraft)));
      setSettled({ saved });
    } catch (error) {
      const failed = error instanceof ApiError ? error : undefined;
      if (failed?.code === "stale_version") return setConflict("stale");
      if (failed?.code === "not_found" && !isNew) return setConflict("gone");
      if (failed) setIssues(failed.issues);
      // A value another item uses (a slug) is said at its field, not in a banner as well.
      if (!(failed?.code === "taken" && failed.issues.length > 0)) setFailure(describe(error));
      setSettled({ error });
    } finally {
      setSaving(false);
    }
  };

  /** The item as saved now; null when it could not be read (the error banner says why). */
  const reload = async () => {
    setReloading(true);
    try {
      return await options.refetch(draft.id);
    } catch {
      return null;
    } finally {
      setReloading(false);
    }
  };

  /** After a conflict: save what is on screen over the version saved meanwhile. */
  const saveMineAnyway = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    const mine = rebase(draft, latest);
    setDraft(mine);
    await submit(mine);
  };

  /** After a conflict: drop what was typed and show the version saved meanwhile. */
  const loadTheirs = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    setDraft(latest);
    setBaseline(latest);
    setConflict(null);
    options.onTheirsShown?.();
  };

  return {
    draft,
    setDraft,
    baseline,
    dirty: !sameDraft(draft, baseline),
    saving,
    /** A conflict's 'Save mine' or 'Discard mine' is reading the saved version. */
    reloading,
    /** The last save's failure, said once near Save; null when none. */
    failure,
    conflict,
    /** The server's field issues from the last save, until their fields are changed. */
    issues,
    /** A field's server issue goes once the field is changed. */
    clearIssue: (field: string) =>
      setIssues((current) => current.filter((issue) => !isFor(field)(issue))),
    submit,
    saveMineAnyway,
    loadTheirs,
  };
}
