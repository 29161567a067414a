/** The staff of the About Us page in the admin, in their public order, with edit and delete. */
import type { StaffMember } from "@tours/shared";
import { MediaThumbnail } from "../ui/media-thumbnail";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmButton } from "../ui/confirm-button";
import { useDeleteStaff } from "./content-queries";
import { bioExcerpt, sortStaff } from "./staff";

export const DELETE_STAFF_QUESTION = "Are you sure you want to delete that staffer?";

interface Props {
  staff: StaffMember[];
  /** Takes the focus once a member is deleted (their buttons are gone with them). */
  headingId: string;
}

export function StaffTable({ staff, headingId }: Props) {
  const remove = useDeleteStaff();
  const [deleted, setDeleted] = useState("");

  const confirmDelete = (member: StaffMember) =>
    remove.mutate(member.id, {
      onSuccess: () => {
        setDeleted(`${member.titleLine} was deleted.`);
        document.getElementById(headingId)?.focus();
      },
    });

  const status = (
    <p role="status" className="admin-staff__status">
      {deleted}
    </p>
  );
  if (staff.length === 0) {
    return (
      <>
        {status}
        <p>No staff members yet. Add the first one with &lsquo;Add Staff Member&rsquo;.</p>
      </>
    );
  }
  return (
    <>
      {status}
      <ul className="admin-staff">
        {sortStaff(staff).map((member) => {
          const deleting = remove.isPending && remove.variables === member.id;
          return (
            <li key={member.id} className="admin-staff__member">
              {member.image.src ? (
                <MediaThumbnail
                  className="admin-staff__photo"
                  path={member.image.src}
                  alt={member.image.alt}
                  width={96}
                  height={96}
                  loading="lazy"
                />
              ) : (
                <span className="admin-staff__photo admin-staff__photo--none">No photo</span>
              )}
              <div className="admin-staff__text">
                <h3>{member.titleLine}</h3>
                <p className="admin-staff__order">Sort order {member.sortOrder}</p>
                <p className="admin-staff__bio">{bioExcerpt(member.bio) || "No bio yet."}</p>
              </div>
              <div className="admin-staff__actions">
                <Link
                  to={`/admin/content/about-us/staff/edit/${encodeURIComponent(member.id)}`}
                  className="admin-button admin-button--secondary"
                  aria-label={`Edit ${member.titleLine}`}
                >
                  Edit
                </Link>
                <ConfirmButton
                  title={DELETE_STAFF_QUESTION}
                  aria-label={`Delete ${member.titleLine}`}
                  disabled={deleting}
                  onConfirm={() => confirmDelete(member)}
                >
                  {deleting ? "Deleting…" : "Delete"}
                </ConfirmButton>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
