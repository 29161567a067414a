/** Loads the tours and the featured list, then shows the featured tours form. */
import { useState } from "react";
import { FeaturedToursForm } from "./featured-tours-form";
import { useAdminTours } from "../tours/tours-api";
import { useFeaturedTours } from "./home-queries";
import { LoadFailed } from "../ui/load-failed";

export function FeaturedToursSection({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const tours = useAdminTours();
  const featured = useFeaturedTours();
  // A new generation starts the form over from freshly loaded data (after a conflict).
  const [generation, setGeneration] = useState(0);

  if (tours.isError || featured.isError) {
    return (
      <LoadFailed
        what="The featured tours"
        onRetry={() => Promise.all([tours.refetch(), featured.refetch()])}
      />
    );
  }
  if (!tours.data || !featured.data) return <p role="status">Loading the featured tours…</p>;

  const reload = async () => {
    await Promise.all([tours.refetch(), featured.refetch()]);
    onDirtyChange(false);
    setGeneration((n) => n + 1);
  };

  return (
    <FeaturedToursForm
      key={generation}
      tours={tours.data}
      saved={featured.data}
      onDirtyChange={onDirtyChange}
      onReload={reload}
    />
  );
}
