import { ResponsiveImage } from "../media/responsive-image";
import type { StaffCard } from "./about-us-view";

/** Staff in the order given (the loader sorts them by sortOrder). The bio is sanitized HTML. */
export function StaffList({ staff }: { staff: StaffCard[] }) {
  if (staff.length === 0) {
    return <p>Our staff profiles are being updated. Please check back soon.</p>;
  }
  return (
    <ul className="staff-list">
      {staff.map((member) => (
        <li key={member.id} className="staff-member">
          {member.image.src ? (
            <ResponsiveImage
              className="staff-member__photo"
              image={member.image}
              alt={member.image.alt}
              sizes="(min-width: 40rem) 10rem, 5rem"
              fallbackSize={{ width: 160, height: 160 }}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="staff-member__placeholder" aria-hidden="true">
              {member.titleLine.trim().charAt(0)}
            </span>
          )}
          <h3>{member.titleLine}</h3>
          <div
            className="staff-member__bio"
            // Stored HTML, sanitized on the server before it reaches the page.
            dangerouslySetInnerHTML={{ __html: member.bio }}
          />
        </li>
      ))}
    </ul>
  );
}
