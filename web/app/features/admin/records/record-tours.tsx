/**
 * The tours whose stops use the record (read-only: a record's Tours is derived from the stops and
 * ignored on save). Titles are read only when there is something to name.
 */
import { useQuery } from "@tanstack/react-query";
import type { Tour } from "@tours/shared";
import { useId } from "react";
import { Link } from "react-router";
import { adminRequest } from "../api/admin-api";

const titlesOf = (tours: Tour[]) => new Map(tours.map((tour) => [tour.id, tour.title]));

export function RecordTours({ ids }: { ids: readonly string[] }) {
  const tours = useQuery({
    queryKey: ["admin", "record-tour-titles"],
    queryFn: ({ signal }) => adminRequest<Tour[]>("/tours", { signal }),
    select: titlesOf,
    enabled: ids.length > 0,
  });
  const headingId = useId();
  return (
    <section className="record-tours" aria-labelledby={headingId}>
      <h2 id={headingId} className="record-form__section-title">
        Tours
      </h2>
      {ids.length === 0 ? (
        <p className="admin-field__help">No tour uses this record yet.</p>
      ) : (
        <ul>
          {ids.map((id) => (
            <li key={id}>
              <Link to={`/admin/tours/edit/${encodeURIComponent(id)}`}>
                {tours.data?.get(id) ?? (tours.isPending ? "Loading…" : id)}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-field__help">
        A record is on a tour when one of the tour&rsquo;s stops uses it.
      </p>
    </section>
  );
}
