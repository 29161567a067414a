/**
 * The ordered list of featured tours (SPEC §2 admin home): add a tour from those not featured
 * yet, move one up or down, remove one, then save the whole list.
 */
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useAnnounce } from "../ui/announcer";
import { moveItem } from "../ui/move";
import { MoveButtons } from "../ui/move-buttons";
import { SaveButton } from "../ui/save-button";
import { SaveFailure } from "../ui/save-failure";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { ConflictNotice } from "./conflict-notice";
import {
  addableTours,
  existingFeatured,
  type FeaturedToursState,
  sameList,
  type TourChoice,
} from "./featured-tours";
import { featuredToursRules } from "./featured-tours-rules";
import { featuredToursKey, useSaveFeaturedTours } from "./home-queries";

interface Props {
  tours: TourChoice[];
  saved: FeaturedToursState;
  onDirtyChange(dirty: boolean): void;
}

export function FeaturedToursForm({ tours, saved, onDirtyChange }: Props) {
  const id = useId();
  const client = useQueryClient();
  const [choice, setChoice] = useState("");
  const focusNext = useRef<string | null>(null);
  const save = useSaveFeaturedTours();
  const announce = useAnnounce();
  const existing = (state: FeaturedToursState) => existingFeatured(state.featuredTours, tours);

  const editor = useVersionedEditor({
    initial: saved,
    isNew: false,
    rules: featuredToursRules,
    save: (draft: FeaturedToursState) =>
      save.mutateAsync({ featuredTours: existing(draft), version: draft.version }),
    draftOf: (answer: FeaturedToursState) => answer,
    refetch: async () => {
      await client.refetchQueries({ queryKey: featuredToursKey, exact: true });
      return client.getQueryData<FeaturedToursState>(featuredToursKey);
    },
    // The same tours in the same order: a tour deleted meanwhile is not a change.
    sameDraft: (a, b) => sameList(existing(a), existing(b)),
  });
  const { dirty, conflict } = editor;

  const titles = new Map(tours.map((tour) => [tour.id, tour.title]));
  const shown = existing(editor.draft);
  const options = addableTours(tours, shown);
  const setList = (list: string[]) =>
    editor.setDraft((current) => ({ ...current, featuredTours: list }));

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const change = (next: string[], message: string, focus: string) => {
    setList(next);
    announce(message);
    focusNext.current = focus;
    save.reset();
  };

  // The move buttons announce the move and keep focus themselves.
  const move = (index: number, delta: -1 | 1) => {
    setList(moveItem(shown, index, delta));
    save.reset();
  };

  const remove = (index: number) => {
    const tourId = shown[index] as string;
    const next = shown.filter((other) => other !== tourId);
    const neighbour = next[index] ?? next[index - 1];
    change(
      next,
      `${titles.get(tourId)} removed.`,
      neighbour ? `${id}-${neighbour}-remove` : `${id}-add`,
    );
  };

  const add = () => {
    if (!choice) return;
    setChoice("");
    change([...shown, choice], `${titles.get(choice)} added at the end.`, `${id}-add`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || editor.saving) return;
    void editor.trySave();
  };

  return (
    <form className="admin-form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>Featured Tours</h2>
      <p className="admin-field__help">
        The home page shows these tours, in this order, under &lsquo;Featured Tours&rsquo;.
      </p>
      {tours.length === 0 ? (
        <p>
          No tours yet. Create one under <Link to="/admin/tours">Tours</Link>, then feature it here.
        </p>
      ) : shown.length === 0 ? (
        <p>No tours are featured. Add one below.</p>
      ) : (
        <ol className="featured-tours">
          {shown.map((tourId, index) => {
            const title = titles.get(tourId);
            return (
              <li key={tourId} className="featured-tours__item">
                <span className="featured-tours__title">{title}</span>
                <span className="featured-tours__actions">
                  <MoveButtons
                    name={title ?? "The tour"}
                    index={index}
                    count={shown.length}
                    onMove={(delta) => move(index, delta)}
                    className="admin-button admin-button--secondary"
                  />
                  <button
                    id={`${id}-${tourId}-remove`}
                    type="button"
                    className="admin-button admin-button--secondary"
                    aria-label={`Remove ${title}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      {tours.length > 0 && (
        <div className="featured-tours__add">
          <label htmlFor={`${id}-add`}>Add a tour</label>
          <div className="featured-tours__add-row">
            <select id={`${id}-add`} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">
                {options.length ? "Choose a tour…" : "Every tour is featured"}
              </option>
              {options.map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {tour.title}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="admin-button admin-button--secondary"
              disabled={!choice}
              onClick={add}
            >
              Add
            </button>
          </div>
        </div>
      )}

      <div className="admin-home__save">
        <SaveButton blocked={!dirty} busy={editor.saving}>
          Save Featured Tours
        </SaveButton>
        <p role="status">{save.isSuccess && !dirty ? "Saved" : ""}</p>
      </div>
      <SaveFailure message={editor.failure} />
      {conflict === "stale" && <ConflictNotice onReload={editor.loadTheirs} />}
    </form>
  );
}
