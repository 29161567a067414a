/**
 * The keyword box of the results page: a plain GET form, so searching works without JavaScript
 * (the header's search icon leads here before the scripts run), with the most used keywords as
 * suggestions, and more as you type once scripts run (useKeywordSuggestions).
 */
import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE } from "../chrome/campaign";
import { useKeywordSuggestions } from "./use-keyword-suggestions";

interface Props {
  keyword: string;
  /** The most used keywords, already sorted (keywordOptions). */
  keywords: string[];
}

export function SearchForm({ keyword, keywords }: Props) {
  const [params] = useSearchParams();
  const inputId = useId();
  const listId = useId();
  const { suggestions, typed } = useKeywordSuggestions(keywords);
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
          onChange={(event) => typed(event.target.value)}
          required
        />
        <datalist id={listId}>
          {suggestions.map((option) => (
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
