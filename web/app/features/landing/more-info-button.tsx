/**
 * The welcome page's 'More Info': a disabled button reading 'Loading' until the page runs in the
 * browser (SPEC §2), then a link to the record's tour or to the choice between its tours.
 */
import { track } from "../../lib/analytics";
import { AppLink } from "../chrome/app-link";
import { useInteractive } from "../tours/use-interactive";

interface Props {
  href: string;
  /** Analytics label. */
  recordTitle: string;
  /** Drawn as a secondary button when 'Hear the Story' comes first. */
  secondary?: boolean;
}

export function MoreInfoButton({ href, recordTitle, secondary = false }: Props) {
  const interactive = useInteractive();
  const className = secondary ? "button button--secondary" : "button";
  if (!interactive) {
    return (
      <button type="button" className={className} disabled>
        Loading
      </button>
    );
  }
  return (
    <AppLink
      to={href}
      className={className}
      onClick={() => track("LandingPage", "MoreInfo", recordTitle)}
    >
      More Info
    </AppLink>
  );
}
