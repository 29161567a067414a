/**
 * /admin/tours/new and /admin/tours/edit/{id} (SPEC §4 Admin editors): a new tour gets a fresh id
 * and the defaults; an existing one opens from the tours list and its own stops.
 */
import { useState } from "react";
import { isNotFound } from "../shell/admin-query-client";
import { newTourDraft, tourDraftOf } from "./tour-draft";
import { LIST_PATH, TourForm } from "./tour-form";
import { requestTourEarly, useAdminTour, useTourStops } from "./tours-api";
import { LoadFailed, NotFoundNotice } from "../ui/load-failed";
import { editorMeta } from "../ui/admin-title";
import { EditorPage } from "../ui/editor-page";
import type { Route } from "./+types/tour-editor";

export const meta: Route.MetaFunction = editorMeta("tour");

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (params.id) requestTourEarly(params.id);
  return null;
}

export default function TourEditor() {
  return <EditorPage New={NewTourEditor} Edit={EditTourEditor} />;
}

function NewTourEditor() {
  const [initial] = useState(() => newTourDraft(crypto.randomUUID()));
  return <TourForm initial={initial} isNew />;
}

function EditTourEditor({ id }: { id: string }) {
  const tourQuery = useAdminTour(id);
  const stops = useTourStops(id);
  const tour = tourQuery.data;
  // The draft is made once, from the data as first loaded; later cache updates are the form's own.
  const [initial, setInitial] = useState<ReturnType<typeof tourDraftOf> | null>(null);
  if (!initial && tour && stops.data) setInitial(tourDraftOf(tour, stops.data));

  if (initial) return <TourForm key={initial.id} initial={initial} isNew={false} />;
  const notFound = [tourQuery.error, stops.error].some(isNotFound);
  if (notFound) {
    return <NotFoundNotice what="tour" listPath={LIST_PATH} listName="Tours" />;
  }
  if (tourQuery.isError || stops.isError) {
    return (
      <>
        <h1>Edit Tour</h1>
        <LoadFailed
          what="The tour"
          onRetry={() =>
            Promise.all([
              tourQuery.isError && tourQuery.refetch(),
              stops.isError && stops.refetch(),
            ])
          }
        />
      </>
    );
  }
  return <p role="status">Loading tour…</p>;
}
