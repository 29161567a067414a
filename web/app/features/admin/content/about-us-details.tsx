/** Contact info and curriculum team as the About Us page shows them: read-only (SPEC §2). */
import type { AboutUs } from "@tours/shared";

export function AboutUsDetails({ about }: { about: AboutUs }) {
  const { phone, email, address } = about.contactInfo;
  const lines = address.filter((line) => line.trim() !== "");
  return (
    <>
      <section className="admin-content__section" aria-labelledby="admin-contact-heading">
        <h2 id="admin-contact-heading">Contact Info</h2>
        <dl className="admin-details">
          <dt>Phone</dt>
          <dd>{phone || "Not set"}</dd>
          <dt>Email</dt>
          <dd>{email || "Not set"}</dd>
          <dt>Address</dt>
          <dd>
            {lines.length > 0
              ? lines.map((line, i) => (
                  <span key={i} className="admin-details__line">
                    {line}
                  </span>
                ))
              : "Not set"}
          </dd>
        </dl>
      </section>
      <section className="admin-content__section" aria-labelledby="admin-curriculum-heading">
        <h2 id="admin-curriculum-heading">Curriculum Team</h2>
        {about.curriculumTeam.length > 0 ? (
          <ul className="admin-details__team">
            {about.curriculumTeam.map((member, i) => (
              <li key={i}>{member.titleLine}</li>
            ))}
          </ul>
        ) : (
          <p>No curriculum team members are listed.</p>
        )}
      </section>
    </>
  );
}
