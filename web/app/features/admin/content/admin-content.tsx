/** /admin/content (SPEC §2): the About Us staff with add, edit and delete; the rest read-only. */
import { Link } from "react-router";
import { LoadFailed } from "../ui/load-failed";
import { AboutUsDetails } from "./about-us-details";
import "./content.css";
import { useAboutUs } from "./content-queries";
import { StaffTable } from "./staff-table";
import { adminMeta } from "../ui/admin-title";
import type { Route } from "./+types/admin-content";

const STAFF_HEADING_ID = "admin-staff-heading";

export const meta: Route.MetaFunction = () => adminMeta("About Us");

export default function AdminContent() {
  const about = useAboutUs();
  return (
    <div className="admin-content">
      <h1>About Us</h1>
      <p className="admin-field__help">
        What the{" "}
        <a href="/about-us" target="_blank" rel="noopener">
          About Us page (opens in a new tab)
        </a>{" "}
        shows. Staff members can be added, edited and deleted here; the contact info and the
        curriculum team are shown as they are and cannot be changed here.
      </p>

      <section className="admin-content__section" aria-labelledby={STAFF_HEADING_ID}>
        <div className="admin-content__heading-row">
          <h2 id={STAFF_HEADING_ID} tabIndex={-1}>
            Staff
          </h2>
          <Link to="/admin/content/about-us/staff/new" className="admin-button">
            Add Staff Member
          </Link>
        </div>
        {about.isError ? (
          <LoadFailed what="The About Us content" onRetry={() => about.refetch()} />
        ) : about.data ? (
          <StaffTable staff={about.data.staff} headingId={STAFF_HEADING_ID} />
        ) : (
          <p role="status">Loading the staff…</p>
        )}
      </section>

      {about.data && <AboutUsDetails about={about.data} />}
    </div>
  );
}
