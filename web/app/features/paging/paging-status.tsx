/** What a paged list says while it loads rows, or when loading them failed: with 'Try again'. */
import type { ReactNode } from "react";

export function LoadFailed({
  message,
  className = "paging-more",
  onRetry,
}: {
  message: ReactNode;
  className?: string;
  onRetry(): void;
}) {
  return (
    <div className={className} role="alert">
      <span className="paging-more__error">{message}</span>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Under the list: more `items` on their way, or a failure with a way to try again. */
export function MoreItems({
  status,
  items,
  onRetry,
}: {
  status: string;
  /** What the list holds, e.g. "records". */
  items: string;
  onRetry(): void;
}) {
  if (status === "loading-more") {
    return (
      <p className="paging-more" role="status">
        Loading more {items}…
      </p>
    );
  }
  if (status !== "more-failed") return null;
  return <LoadFailed message={`More ${items} could not be loaded.`} onRetry={onRetry} />;
}
