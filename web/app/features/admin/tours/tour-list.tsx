/** /admin/tours, the tours screen (SPEC §2, §9): every tour by title, its categories and stops. */
import { tourPath } from "@tours/shared/browser";
import type { Tour } from "@tours/shared";
import { Link } from "react-router";
import { useAdminTours } from "./tours-api";
import "./tour-list.css";
import { LoadFailed } from "../ui/load-failed";
import { ListHeader } from "../ui/list-header";
import { adminMeta } from "../ui/admin-title";
import type { Route } from "./+types/tour-list";

export const meta: Route.MetaFunction = () => adminMeta("Tours");

export default function TourList() {
  const tours = useAdminTours();
  return (
    <>
      <ListHeader title="Tours" newPath="/admin/tours/new" newLabel="New Tour" />
      {tours.isPending ? (
        <p role="status">Loading tours…</p>
      ) : tours.isError ? (
        <LoadFailed what="The tours" onRetry={() => tours.refetch()} />
      ) : tours.data.length === 0 ? (
        <p className="admin-list-empty">No tours yet. Add the first one with New Tour.</p>
      ) : (
        <>
          <p className="admin-list-count">
            {tours.data.length === 1 ? "1 tour" : `${tours.data.length} tours`}
          </p>
          <ul className="admin-cards card-grid">
            {tours.data.map((tour) => (
              <TourCard key={tour.id} tour={tour} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function TourCard({ tour }: { tour: Tour }) {
  const stops = tour.stopIds.length;
  return (
    <li className="admin-card">
      <h2 className="admin-card__title">
        <Link to={`/admin/tours/edit/${encodeURIComponent(tour.id)}`}>{tour.title}</Link>
      </h2>
      <p className="admin-tour-card__facts">
        {stops === 1 ? "1 stop" : `${stops} stops`}
        {" · "}
        {tour.categories.length > 0 ? tour.categories.join(", ") : "No category"}
      </p>
      <p className="admin-tour-card__public">
        <a href={tourPath("in-person", tour.slug)} target="_blank" rel="noreferrer">
          View {tour.title} on the site<span className="visually-hidden"> (opens a new tab)</span>
        </a>
      </p>
    </li>
  );
}
