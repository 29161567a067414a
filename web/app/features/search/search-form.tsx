/**
 * The keyword box of the results page: a plain GET form, so searching works without JavaScript
 * (the header's search icon leads here before the scripts run), with the known keywords as
 * suggestions like the header's search mode.
 */
import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE } from "../chrome/campaign";

interface Props {
  keyword: string;
  /** Suggestions, already sorted (keywordOptions). */
  keywords: string[];
}

export function SearchForm({ keyword, keywords }: Props) {
  const [params] = useSearchParams();
  const inputId = useId();
  const listId = useId();
  return (
    // The key resets the box when a search from the header changes the keyword.
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label="Tour stops"
      className="search-form"
      key={keyword}
    >
      <label htmlFor={inputId}>Search tour stops by keyword</label>
      <div className="search-form__row">
        <input
          id={inputId}
          type="search"
          name="keyword"
          list={listId}
          placeholder="Search keywords..."
          defaultValue={keyword}
          autoComplete="off"
          required
        />
        <datalist id={listId}>
          {keywords.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
        {params.get(CAMPAIGN_PARAM) === CAMPAIGN_VALUE && (
          <input type="hidden" name={CAMPAIGN_PARAM} value={CAMPAIGN_VALUE} />
        )}
        <button type="submit" className="button search-form__button">
          Find
        </button>
      </div>
    </Form>
  );
}
