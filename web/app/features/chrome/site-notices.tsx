/**
 * The notices staff post for visitors ("The Fort Negley visitor center is closed for repairs
 * until March"), at the top of every public page's content: a region with a heading, so it is
 * found by landmark and heading; nothing at all when no notice is shown.
 */
import type { PublicNotice } from "@tours/shared";
import { AppLink } from "./app-link";

/** The region's id: the skip link leads here while notices are shown, as they come first. */
export const NOTICES_ID = "notices";

export function SiteNotices({ notices }: { notices: readonly PublicNotice[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <section id={NOTICES_ID} className="site-notices" aria-labelledby="notices-heading">
      <h2 id="notices-heading" className="visually-hidden">
        {notices.length === 1 ? "Notice" : "Notices"}
      </h2>
      <ul>
        {notices.map((notice) => (
          <li key={notice.id} className="site-notice">
            <p className="site-notice__title">{notice.title}</p>
            <p className="site-notice__message">{notice.message}</p>
            {notice.link && <NoticeLink to={notice.link} title={notice.title} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function NoticeLink({ to, title }: { to: string; title: string }) {
  const words = (
    <>
      More about this<span className="visually-hidden">: {title}</span>
    </>
  );
  // A page of this site opens in the app; a web address elsewhere as a plain link.
  return to.startsWith("/") ? (
    <AppLink to={to} className="site-notice__link">
      {words}
    </AppLink>
  ) : (
    <a href={to} className="site-notice__link">
      {words}
    </a>
  );
}
