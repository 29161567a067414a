import type { AboutUsView } from "./about-us-view";
import { ContactInfo } from "./contact-info";
import { StaffList } from "./staff-list";

interface Props extends AboutUsView {
  siteName: string;
  commissionName: string;
  infoEmail: string;
}

export function AboutUsPage(props: Props) {
  const { staff, curriculumTeam, contactInfo, siteName, commissionName } = props;
  const email = contactInfo.email || props.infoEmail;
  return (
    <main id="main" className="page content-page">
      <h1>About Us</h1>
      <p className="lead">
        {siteName} is a free, ad-free collection of self-guided walking and driving tours of
        Nashville, made by the Nashville Sites Foundation together with the {commissionName}.
      </p>

      <section aria-labelledby="mission-heading" className="content-section">
        <h2 id="mission-heading">Our mission</h2>
        <p>
          We share the history of Nashville&apos;s places and people with everyone who lives in or
          visits the city. Our tours tell the stories of neighborhoods, campuses, civil rights,
          music and the Civil War, including stories that are too often left out, where they
          happened.
        </p>
        <h3>Our purpose</h3>
        <p>
          Every tour is free, needs no account and no app, and works on a phone at the site or
          virtually from home or the classroom. Our researchers check each stop against archival
          sources, and every stop links to its full record, with its sources and a ready-made
          citation, so that visitors, students and teachers can verify and reuse what they learn.
        </p>
      </section>

      <section aria-labelledby="staff-heading" className="content-section">
        <h2 id="staff-heading">Our staff</h2>
        <StaffList staff={staff} />
      </section>

      <section aria-labelledby="curriculum-heading" className="content-section">
        <h2 id="curriculum-heading">Educational curriculum team</h2>
        {curriculumTeam.length > 0 ? (
          <>
            <p>These educators write and review our lesson plans.</p>
            <ul className="plain-list">
              {curriculumTeam.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The curriculum team will be listed here soon.</p>
        )}
      </section>

      <section aria-labelledby="contact-heading" className="content-section">
        <h2 id="contact-heading">Contact us</h2>
        <ContactInfo contact={contactInfo} />
      </section>

      <section aria-labelledby="partners-heading" className="content-section">
        <h2 id="partners-heading">Partner with us</h2>
        <p>
          We work with archives, libraries, universities, historic sites, museums and neighborhood
          groups. If your organization cares for a historic place or collection and would like to
          work with us on a tour, a lesson plan or an event, please write to us
          {email ? (
            <>
              {" "}
              at <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
          .
        </p>
      </section>

      <section aria-labelledby="marker-heading" className="content-section">
        <h2 id="marker-heading">Propose a site or a marker</h2>
        <p>
          Do you know a place whose story should be told? Send us its name and address, what
          happened there and any sources you know of: books, newspaper articles, photographs or
          family papers. Our researchers review every proposal with the Historical Commission, and
          well-documented sites may become new tour stops or QR code markers. Official state and
          Metro historical markers have their own application processes; we are glad to help you
          find them.
        </p>
      </section>
    </main>
  );
}
