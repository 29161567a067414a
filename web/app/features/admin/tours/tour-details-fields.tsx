/** The tour's own facts (SPEC §3 Tour): title, slug, description, categories, duration, distance. */
import type { TourCategory } from "@tours/shared";
import { TOUR_CATEGORIES } from "@tours/shared/browser";
import { TextField } from "../ui/text-field";
import type { TourDraft } from "./tour-draft";
import type { FieldAt } from "../ui/field-errors";

interface Props {
  draft: TourDraft;
  onChange(patch: Partial<TourDraft>): void;
  /** Each field's id and the problem it shows (the server's, or the browser's once touched). */
  at: FieldAt;
}

export function TourDetailsFields({ draft, onChange, at }: Props) {
  const toggle = (category: TourCategory, on: boolean) =>
    onChange({
      // Kept in the SPEC's order, whatever order they were ticked in.
      categories: TOUR_CATEGORIES.filter((c) =>
        c === category ? on : draft.categories.includes(c),
      ),
    });
  return (
    <>
      <TextField
        label="Title"
        required
        value={draft.title}
        onChange={(title) => onChange({ title })}
        {...at("title")}
      />
      <TextField
        label="Slug"
        required
        value={draft.slug}
        onChange={(slug) => onChange({ slug })}
        help={`The tour's address: /tours/${draft.slug || "…"}. Lowercase letters, numbers and hyphens.`}
        {...at("slug")}
      />
      <TextField
        label="Description"
        required
        multiline
        value={draft.description}
        onChange={(description) => onChange({ description })}
        help="A sentence or two shown on the tour's card."
        {...at("description")}
      />
      <fieldset className="tour-categories">
        <legend>Categories</legend>
        {TOUR_CATEGORIES.map((category) => (
          <label key={category}>
            <input
              type="checkbox"
              checked={draft.categories.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            {category}
          </label>
        ))}
      </fieldset>
      <div className="tour-numbers">
        <TextField
          label="Duration (hours)"
          required
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={draft.duration}
          onChange={(duration) => onChange({ duration })}
          {...at("duration")}
        />
        <TextField
          label="Distance (miles)"
          required
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={draft.distance}
          onChange={(distance) => onChange({ distance })}
          {...at("distance")}
        />
      </div>
    </>
  );
}
