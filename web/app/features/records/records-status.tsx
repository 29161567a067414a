/** What the records list says about itself: its count, and rows loading or failing to load. */
import { describeCount } from "./record-list";

interface Props {
  status: "idle" | "filtering" | "loading-more" | "filter-failed" | "more-failed";
  onRetry(): void;
}

export function RecordsCount({
  status,
  total,
  query,
  onRetry,
}: Props & { total: number; query: string }) {
  if (status === "filter-failed") {
    return (
      <div className="records-count paging-more" role="alert">
        <span className="paging-more__error">The records could not be loaded.</span>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p className="records-count" role="status">
      {status === "filtering" ? "Loading records…" : describeCount(total, query)}
    </p>
  );
}

/** Under the list: more rows on their way, or a failure with a way to try again. */
export function MoreRows({ status, onRetry }: Props) {
  if (status === "loading-more") {
    return (
      <p className="paging-more" role="status">
        Loading more records…
      </p>
    );
  }
  if (status !== "more-failed") return null;
  return (
    <div className="paging-more" role="alert">
      <span className="paging-more__error">More records could not be loaded.</span>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
