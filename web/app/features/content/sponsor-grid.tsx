import type { SiteConfig } from "@tours/shared";

export type Sponsor = SiteConfig["sponsors"][number];

/** Intrinsic size of the generated logos (web/scripts/make-site-assets.ts). */
const LOGO_WIDTH = 240;
const LOGO_HEIGHT = 120;

export function SponsorGrid({ sponsors }: { sponsors: Sponsor[] }) {
  return (
    <ul className="sponsor-grid">
      {sponsors.map((sponsor) => {
        const logo = (
          <img
            src={sponsor.logo}
            alt={sponsor.name}
            width={LOGO_WIDTH}
            height={LOGO_HEIGHT}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={sponsor.name}>
            {sponsor.url ? (
              <a href={sponsor.url} target="_blank" rel="noopener" className="sponsor-card">
                {logo}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <div className="sponsor-card">{logo}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
