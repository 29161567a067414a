import type { SiteConfig } from "@tours/shared";
import { track } from "../../lib/analytics";

export function DonateBand({ site }: { site: SiteConfig }) {
  return (
    <div className="donate-band">
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
    </div>
  );
}
