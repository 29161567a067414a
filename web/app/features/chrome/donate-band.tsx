import type { SiteConfig } from "@tours/shared";
import { track } from "../../lib/analytics";

export function DonateBand({ site }: { site: SiteConfig }) {
  return (
    <aside className="donate-band" aria-label="Donations">
      <a
        href={site.donateUrl}
        className="donate-band__primary"
        rel="noopener"
        target="_blank"
        onClick={() => track("Donation", "DonateClicked")}
      >
        Donate Now
      </a>
      <a
        href={site.merchandiseUrl}
        rel="noopener"
        target="_blank"
        onClick={() => track("Donation", "MerchandiseClicked")}
      >
        Merchandise
      </a>
    </aside>
  );
}
