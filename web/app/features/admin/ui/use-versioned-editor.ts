/**
 * The one way an admin editor edits a versioned item (a record, a tour, a QR code, a staff member,
 * the social links): the draft on screen and the baseline it was loaded or last saved as, so it
 * knows when they differ; its problems by the shared schema and by the server, shown at their
 * fields (`useDraftErrors`); saving; and lost-update protection. A save over someone else's newer
 * version (409 `stale_version`) or of an item deleted meanwhile (404) keeps everything typed and
 * offers 'Save mine over theirs' (the fields I changed over their version, `mergeDrafts`) or
 * 'Discard mine and show theirs' (`EditConflict`). A save that never reached the server says so
 * and keeps the draft (`saveFailureMessage`). Leaving is `useEditorExit`'s.
 */
import { ApiError } from "@tours/shared/browser";
import { useEffect, useRef, useState } from "react";
import { isSignedOut } from "../api/admin-api";
import { onSignedIn } from "../api/session";
import type { DraftRules, Issue } from "./draft-issues";
import type { EditConflictKind } from "./edit-conflict";
import type { FieldProblem } from "./field-errors";
import { mergeDrafts } from "./merge-drafts";
import { saveFailureMessage } from "./save-failure";
import { useDraftErrors } from "./use-draft-errors";

/** An item saved with lost-update protection: the version its draft was read at (none: new). */
export interface VersionedDraft {
  version?: number;
}

export interface VersionedEditorOptions<D extends VersionedDraft, S, F> {
  initial: D;
  isNew: boolean;
  /** How the draft is checked, and its problems placed at the form's fields. */
  rules: DraftRules<D>;
  /**
   * Sends the draft; answers the item as saved. What it throws is the failure shown. `update`
   * changes the draft on screen meanwhile (a file's address arriving from its upload).
   */
  save(draft: D, update: (change: (current: D) => D) => void): Promise<S>;
  /** The draft a save's answer stands for. */
  draftOf(saved: S): D;
  /** The draft the save sent, when it differs from the one asked for (files uploaded first). */
  sentOf?(saved: S): D;
  /** The item `current` stands for as saved now, as a draft; undefined when it has been deleted. */
  refetch(current: D): Promise<D | undefined>;
  sameDraft(a: D, b: D): boolean;
  /**
   * My draft over a newer saved one: what it holds, with their versions (default: the item's).
   * 'Save mine over theirs' rebases the merge of my changes into theirs.
   */
  rebase?(mine: D, theirs: D): D;
  /**
   * A draft changed while its save was on the way keeps what was typed, not yet saved: this says
   * what it takes from the saved one (default: `rebase`).
   */
  keepEdits?(current: D, saved: D): D;
  /**
   * The server's field issues in a failed save, and the draft they are about (default: an
   * ApiError's, about the draft sent).
   */
  issuesOf?(error: unknown, sent: D): { issues: readonly Issue[]; draft: D } | null;
  /** How a failed save is said (default: `saveFailureMessage`). */
  describeFailure?(error: unknown): F;
  /** Told of a failed save that is not a conflict, after it is on screen. */
  onFailed?(error: unknown): void;
  /** Told once the saved state is on screen, so a navigation that follows sees nothing unsaved. */
  onSaved?(saved: S): void;
  /** Told when 'Discard mine' has put the version saved by someone else on screen. */
  onTheirsShown?(): void;
  /**
   * Told when 'Save mine over theirs' has put fields of their version on screen (an editor whose
   * fields read their text once shows them again).
   */
  onTheirsMerged?(): void;
}

const takeVersion = <D extends VersionedDraft>(mine: D, theirs: D): D => ({
  ...mine,
  version: theirs.version,
});

export function useVersionedEditor<D extends VersionedDraft, S, F = string>(
  options: VersionedEditorOptions<D, S, F>,
) {
  const { initial, isNew, sameDraft } = options;
  const rebase = options.rebase ?? takeVersion;
  const describe = options.describeFailure ?? (saveFailureMessage as (error: unknown) => F);
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);
  const [conflict, setConflict] = useState<EditConflictKind | null>(null);
  const [settled, setSettled] = useState<{ saved: S } | { error: unknown } | null>(null);
  const [savedHere, setSavedHere] = useState(false);
  const errors = useDraftErrors(draft, options.rules);
  // A save refused for want of a session: its failure goes once staff sign in again.
  const failedSignedOut = useRef(false);
  useEffect(
    () =>
      onSignedIn(() => {
        if (failedSignedOut.current) setFailure(null);
        failedSignedOut.current = false;
      }),
    [],
  );

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
    errors.clearServerIssues();
    setSaving(true);
    try {
      const saved = await options.save(toSave, setDraft);
      const savedDraft = options.draftOf(saved);
      const sent = options.sentOf?.(saved) ?? toSave;
      const keep = options.keepEdits ?? rebase;
      setConflict(null);
      setSavedHere(true);
      setBaseline(savedDraft);
      setDraft((current) => (sameDraft(current, sent) ? savedDraft : keep(current, savedDraft)));
      setSettled({ saved });
    } catch (error) {
      const failed = error instanceof ApiError ? error : undefined;
      if (failed?.code === "stale_version") return setConflict("stale");
      if (failed?.code === "not_found" && !isNew) return setConflict("gone");
      const found = options.issuesOf
        ? options.issuesOf(error, toSave)
        : failed && { issues: failed.issues, draft: toSave };
      if (found) errors.setServerIssues(found.issues, found.draft);
      // A value another item uses (a slug) is said at its field, not in a banner as well.
      if (!(failed?.code === "taken" && failed.issues.length > 0)) setFailure(describe(error));
      failedSignedOut.current = isSignedOut(error);
      setSettled({ error });
    } finally {
      setSaving(false);
    }
  };

  /** The item as saved now; null when it could not be read (the error banner says why). */
  const reload = async () => {
    setReloading(true);
    try {
      return await options.refetch(draft);
    } catch {
      return null;
    } finally {
      setReloading(false);
    }
  };

  /**
   * After a conflict: save the fields changed on screen over the version saved meanwhile, which
   * the other fields take.
   */
  const saveMineAnyway = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    const mine = rebase(mergeDrafts(baseline, draft, latest), latest);
    setDraft(mine);
    if (!sameDraft(mine, rebase(draft, latest))) options.onTheirsMerged?.();
    await submit(mine);
  };

  /** After a conflict: drop what was typed and show the version saved meanwhile. */
  const loadTheirs = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    setDraft(latest);
    setBaseline(latest);
    setSavedHere(false);
    setConflict(null);
    options.onTheirsShown?.();
  };

  /**
   * Save pressed: from now on every problem shows at its field; a draft the schema accepts is
   * saved. Answers the problems that keep it from being saved (none when it is on its way).
   */
  const trySave = async (): Promise<FieldProblem[]> => {
    errors.revealAll();
    const problems = await errors.check(draft);
    if (problems.length === 0) void submit(draft);
    return problems;
  };

  return {
    draft,
    setDraft,
    /** A change made in the fields named: their problems show from now on, the server's go. */
    edit(fields: readonly string[], change: (current: D) => D) {
      errors.changed(...fields);
      setDraft(change);
    },
    errors,
    baseline,
    dirty: !sameDraft(draft, baseline),
    /** The item was saved on this page. */
    saved: savedHere,
    saving,
    /** A conflict's 'Save mine' or 'Discard mine' is reading the saved version. */
    reloading,
    /** The last save's failure, said once near Save; null when none. */
    failure,
    conflict,
    trySave,
    saveMineAnyway,
    loadTheirs,
  };
}
