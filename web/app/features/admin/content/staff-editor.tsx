/**
 * Adding or editing one About Us staff member (SPEC §2): /admin/content/about-us/staff/new and
 * /edit/{id}. The form starts from the loaded About Us content; saving returns to the list.
 */
import { editTitle, useAdminTitle } from "../ui/admin-title";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../ui/load-failed";
import "./content.css";
import { useAboutUs } from "./content-queries";
import { emptyStaffMember, staffInputOf } from "./staff";
import { StaffForm } from "./staff-form";

export function StaffEditor({ id }: { id?: string }) {
  const about = useAboutUs();
  // A new generation starts the form over from freshly loaded data (after a conflict).
  const [generation, setGeneration] = useState(0);
  const isNew = id === undefined;
  const member = isNew ? undefined : about.data?.staff.find((m) => m.id === id);
  useAdminTitle(isNew ? "New staff member" : editTitle("staff member", member?.titleLine));

  const reload = async () => {
    await about.refetch();
    setGeneration((n) => n + 1);
  };

  let body;
  if (about.isError) body = <LoadFailed what="The About Us content" onRetry={reload} />;
  else if (!about.data) body = <p role="status">Loading…</p>;
  else if (!isNew && !member)
    body = <p>No staff member found at this address. It may have been deleted.</p>;
  else
    body = (
      <StaffForm
        key={generation}
        id={member?.id}
        initial={member ? staffInputOf(member) : emptyStaffMember(about.data.staff)}
        version={member?.version}
        onReload={reload}
      />
    );

  return (
    <div className="staff-editor">
      <p className="staff-editor__back">
        <Link to="/admin/content">
          <span aria-hidden="true">← </span>Back to About Us
        </Link>
      </p>
      <h1>{isNew ? "Add Staff Member" : "Edit Staff Member"}</h1>
      {body}
    </div>
  );
}
