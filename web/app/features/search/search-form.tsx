/** A keyword box on the results page: a plain GET form, so searching works without JavaScript. */
import { useId } from "react";
import { Form, useSearchParams } from "react-router";
import { CAMPAIGN_PARAM, CAMPAIGN_VALUE } from "../chrome/campaign";

export function SearchForm({ keyword }: { keyword: string }) {
  const [params] = useSearchParams();
  const inputId = useId();
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
          defaultValue={keyword}
          autoComplete="off"
          required
        />
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
