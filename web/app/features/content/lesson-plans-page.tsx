import { AppLink } from "../chrome/app-link";
import { PrintAddress } from "../chrome/print-address";
import { DocumentLink } from "./document-link";

export interface LessonPlansView {
  band: { slug: string; title: string; documents: { title: string; path: string }[] };
  guide: { title: string; path: string };
  /** Every band, in configuration order, with its page address. */
  bands: { slug: string; title: string; path: string }[];
}

const TOURS_WITH_PLANS = "/tours?cat=Tours%20with%20Lesson%20Plans";

export function LessonPlansPage({ band, guide, bands }: LessonPlansView) {
  return (
    <main id="main" className="page content-page">
      <h1>Lesson Plans</h1>
      <PrintAddress />
      <p className="lead">
        Free, printable lesson plans that pair Nashville&apos;s history with our tours, for the
        classroom or a field trip.
      </p>

      <nav aria-label="Grade bands" className="band-switch">
        <ul>
          {bands.map((b) => (
            <li key={b.slug}>
              <AppLink
                to={b.path}
                aria-current={b.slug === band.slug ? "page" : undefined}
                className="band-switch__link"
              >
                {b.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="guide-heading" className="content-section">
        <h2 id="guide-heading">Classroom guide</h2>
        <p>
          Start here: how to take a tour with a class, in person or virtually, and how students can
          cite the records they use.
        </p>
        <DocumentLink href={guide.path}>{guide.title}</DocumentLink>
      </section>

      <section aria-labelledby="plans-heading" className="content-section">
        <h2 id="plans-heading">{`${band.title} lesson plans`}</h2>
        <p>
          Each plan has objectives, a short historical background, activities and the related stops
          on our tours. They open in a new tab, ready to print.
        </p>
        {band.documents.length > 0 ? (
          <ul className="document-list card-grid">
            {band.documents.map((doc) => (
              <li key={doc.path}>
                <DocumentLink href={doc.path}>{doc.title}</DocumentLink>
              </li>
            ))}
          </ul>
        ) : (
          <p>The lesson plans for this grade band are being updated. Please check back soon.</p>
        )}
      </section>

      <section aria-labelledby="tours-heading" className="content-section">
        <h2 id="tours-heading">Take the tours</h2>
        <p>
          The plans go with the <AppLink to={TOURS_WITH_PLANS}>Tours with Lesson Plans</AppLink>.
          Every tour can be taken in person or virtually from the classroom.
        </p>
        {bands
          .filter((b) => b.slug !== band.slug)
          .map((b) => (
            <p key={b.slug}>
              Teaching a different grade? See the{" "}
              <AppLink to={b.path}>{`${b.title} lesson plans`}</AppLink>.
            </p>
          ))}
      </section>
    </main>
  );
}
