/**
 * Adding or editing one About Us staff member (SPEC §2): /admin/content/about-us/staff/new and
 * /edit/{id}. The form starts from the loaded About Us content; saving returns to the list.
 */
import { editorMeta, editTitle, useAdminTitle } from "../ui/admin-title";
import { useState } from "react";
import { Link } from "react-router";
import { LoadFailed } from "../ui/load-failed";
import "./content.css";
import { useAboutUs } from "./content-queries";
import { newStaffDraft, staffDraftOf } from "./staff-draft";
import { StaffForm } from "./staff-form";
import { EditorPage } from "../ui/editor-page";
import type { Route } from "./+types/staff-editor";

export const meta: Route.MetaFunction = editorMeta("staff member");

export default function StaffEditorPage() {
  return <EditorPage New={StaffEditor} Edit={StaffEditor} />;
}

function StaffEditor({ id }: { id?: string }) {
  const about = useAboutUs();
  const isNew = id === undefined;
  const found = isNew ? undefined : about.data?.staff.find((m) => m.id === id);
  // Once open, the member stays open while it leaves the list (deleted elsewhere meanwhile).
  const [opened, setOpened] = useState(found);
  if (found && !opened) setOpened(found);
  const member = found ?? opened;
  useAdminTitle(isNew ? "New staff member" : editTitle("staff member", member?.titleLine));

  let body;
  if (about.isError && !member) {
    body = <LoadFailed what="The About Us content" onRetry={() => about.refetch()} />;
  } else if (!about.data) body = <p role="status">Loading…</p>;
  else if (!isNew && !member)
    body = <p>No staff member found at this address. It may have been deleted.</p>;
  else
    body = (
      <StaffForm
        key={member?.id}
        initial={member ? staffDraftOf(member) : newStaffDraft(about.data.staff)}
      />
    );

  return (
    <div className="staff-editor">
      <p className="admin-editor-back">
        <Link to="/admin/content">Back to About Us</Link>
      </p>
      <h1>{isNew ? "Add Staff Member" : "Edit Staff Member"}</h1>
      {body}
    </div>
  );
}
