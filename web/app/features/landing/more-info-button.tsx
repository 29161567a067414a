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
}

export function MoreInfoButton({ href, recordTitle }: Props) {
  const interactive = useInteractive();
  if (!interactive) {
    return (
      <button type="button" className="button" disabled>
        Loading
      </button>
    );
  }
  return (
    <AppLink
      to={href}
      className="button"
      onClick={() => track("LandingPage", "MoreInfo", recordTitle)}
    >
      More Info
    </AppLink>
  );
}
