import type { ReactNode } from "react";

interface Props {
  href: string;
  children: ReactNode;
}

/** A link to a PDF served by the site, opening in a new tab and saying so to assistive technology. */
export function DocumentLink({ href, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener" type="application/pdf" className="document-link">
      <span className="document-link__title">{children}</span>
      <span className="document-link__badge" aria-hidden="true">
        PDF ↗
      </span>
      <span className="visually-hidden"> (PDF, opens in a new tab)</span>
    </a>
  );
}
