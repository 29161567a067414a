/** The home page's four category tiles, each opening the tours list filtered to it. */
import type { TourCategory } from "@tours/shared";
import { AppLink } from "../chrome/app-link";
import { toursPath } from "@tours/shared/browser";
import type { CategoryCount } from "./tour-summary";

const BLURBS: Record<TourCategory, string> = {
  "Downtown Nashville Tours":
    "Walk the blocks around the Capitol, the Public Square, Broadway and the riverfront.",
  "Neighborhoods and Campuses":
    "Explore historic neighborhoods, college campuses and the people who shaped them.",
  "Driving Tours": "Drive between sites spread across Davidson County, at your own pace.",
  "Tours with Lesson Plans":
    "Tours paired with classroom lesson plans, ready for teachers and students.",
};

const tileId = (index: number) => `category-tile-${index}`;

export function CategoryTiles({ categories }: { categories: readonly CategoryCount[] }) {
  return (
    <ul className="category-tiles card-grid">
      {categories.map(({ category, count }, index) => (
        <li key={category} className="category-tile">
          <h3 id={tileId(index)} className="category-tile__title">
            {category}
          </h3>
          <p className="category-tile__blurb">{BLURBS[category]}</p>
          <p className="category-tile__count">{count === 1 ? "1 tour" : `${count} tours`}</p>
          <AppLink
            to={toursPath(category)}
            className="button category-tile__button"
            aria-describedby={tileId(index)}
          >
            View Tours
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
