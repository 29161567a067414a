/** The landing pages' way out to every tour: 'View Other Tours'. */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";

interface Props {
  /** Analytics label: the page's title. */
  title: string;
  /** Drawn as a secondary button when another action comes first. */
  secondary?: boolean;
}

export function OtherToursLink({ title, secondary = true }: Props) {
  return (
    <AppLink
      to="/tours"
      className={secondary ? "button button--secondary" : "button"}
      onClick={() => track("LandingPage", "ViewOtherTours", title)}
    >
      View Other Tours
    </AppLink>
  );
}
