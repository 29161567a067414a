/**
 * The tours list's category dropdown. Without JavaScript it is a plain GET form with a Show
 * button; once the page is interactive a change updates the address at once.
 */
import type { TourCategory } from "@tours/shared";
import type { FormEvent } from "react";
import { useLocation } from "react-router";
import { track } from "../../lib/analytics";
import { useInteractive } from "./use-interactive";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE, hasCampaign, useAppNavigate } from "../chrome/campaign";
import { toursPath } from "@tours/shared/browser";
import { parseCategory } from "./tour-summary";

export const ALL_TOURS = "All Tours";

interface Props {
  categories: readonly TourCategory[];
  selected: TourCategory | null;
}

export function CategoryFilter({ categories, selected }: Props) {
  const navigate = useAppNavigate();
  const { search } = useLocation();
  const interactive = useInteractive();

  const show = (value: string) => {
    const category = parseCategory(value, categories);
    track("Tour", "CategorySelected", category ?? ALL_TOURS);
    navigate(toursPath(category), { preventScrollReset: true });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(new FormData(event.currentTarget).get("cat")?.toString() ?? "");
  };

  return (
    <form className="category-filter" method="get" action="/tours" onSubmit={submit}>
      <label htmlFor="tour-category">Category</label>
      <div className="category-filter__row">
        <select
          id="tour-category"
          name="cat"
          value={selected ?? ""}
          onChange={(event) => show(event.target.value)}
        >
          <option value="">{ALL_TOURS}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {hasCampaign(search) && (
          <input type="hidden" name={CAMPAIGN_PARAM} value={CAMPAIGN_VALUE} />
        )}
        <button type="submit" className="button button--secondary" hidden={interactive}>
          Show
        </button>
      </div>
    </form>
  );
}
