/** What the records list says about itself: its count, or that it could not be loaded. */
import { LoadFailed } from "../paging/paging-status";
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
      <LoadFailed
        className="records-count paging-more"
        message="The records could not be loaded."
        onRetry={onRetry}
      />
    );
  }
  return (
    <p className="records-count" role="status">
      {status === "filtering" ? "Loading records…" : describeCount(total, query)}
    </p>
  );
}
