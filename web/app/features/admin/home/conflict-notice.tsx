/**
 * Shown under the featured tours list when its save was refused because someone else saved the
 * list first (409 `stale_version`): the changes stay until the user chooses to load the saved
 * version.
 */
import { ProblemNotice } from "../ui/load-failed";
import { useReveal } from "../ui/use-reveal";

export function ConflictNotice({ onReload }: { onReload(): Promise<unknown> }) {
  const ref = useReveal<HTMLDivElement>(true);
  return (
    <div ref={ref} role="alert" tabIndex={-1}>
      <ProblemNotice action="Load the saved version" busy="Loading…" onAction={onReload}>
        Your changes were not saved because someone else saved this first. They are still here: note
        what you need, then load the saved version and make them again.
      </ProblemNotice>
    </div>
  );
}
