/** Loads the social links, then shows their form. */
import { useSocialLinks } from "./home-queries";
import { LoadFailed } from "../ui/load-failed";
import { SocialLinksForm } from "./social-links-form";

export function SocialLinksSection({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const links = useSocialLinks();

  if (links.isError && !links.data)
    return <LoadFailed what="The social links" onRetry={() => links.refetch()} />;
  if (!links.data) return <p role="status">Loading the social links…</p>;
  return <SocialLinksForm saved={links.data} onDirtyChange={onDirtyChange} />;
}
