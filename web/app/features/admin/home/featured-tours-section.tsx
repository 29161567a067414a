/** Loads the tours and the featured list, then shows the featured tours form. */
import { FeaturedToursForm } from "./featured-tours-form";
import { useAdminTours } from "../tours/tours-api";
import { useFeaturedTours } from "./home-queries";
import { LoadFailed } from "../ui/load-failed";

export function FeaturedToursSection({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const tours = useAdminTours();
  const featured = useFeaturedTours();
  if ((tours.isError && !tours.data) || (featured.isError && !featured.data)) {
    return (
      <LoadFailed
        what="The featured tours"
        onRetry={() => Promise.all([tours.refetch(), featured.refetch()])}
      />
    );
  }
  if (!tours.data || !featured.data) return <p role="status">Loading the featured tours…</p>;

  return (
    <FeaturedToursForm tours={tours.data} saved={featured.data} onDirtyChange={onDirtyChange} />
  );
}
