/**
 * Boxes shown in place of, or under, a form that cannot go on as it is: what went wrong and one
 * way to put it right.
 */
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import "./load-failed.css";

/** A red box: the problem, then one button that runs `onAction` (busy, and disabled, meanwhile). */
export function ProblemNotice({
  children,
  action,
  busy,
  onAction,
}: {
  children: ReactNode;
  /** The button's words, and its words while the action runs. */
  action: string;
  busy: string;
  onAction(): Promise<unknown>;
}) {
  const [running, setRunning] = useState(false);
  return (
    <div className="admin-problem">
      <p>{children}</p>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={running}
        onClick={() => {
          setRunning(true);
          void onAction().finally(() => setRunning(false));
        }}
      >
        {running ? busy : action}
      </button>
    </div>
  );
}

/** In place of a form whose data could not be loaded (the banner says why): try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry(): Promise<unknown> }) {
  return (
    <ProblemNotice action="Try again" busy="Trying again…" onAction={onRetry}>
      {what} could not be loaded.
    </ProblemNotice>
  );
}

/** In place of an editor whose item is not there (deleted, or never made): back to the list. */
export function NotFoundNotice({
  what,
  listPath,
  listName,
}: {
  /** The item, in lower case: "record", "tour". */
  what: string;
  listPath: string;
  listName: string;
}) {
  return (
    <>
      <h1>{`No ${what} found...`}</h1>
      <p>
        {`There is no ${what} at this address; it may have been deleted.`}{" "}
        <Link to={listPath}>{`Back to ${listName}`}</Link>
      </p>
    </>
  );
}
