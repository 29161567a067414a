/** Loads the social links, then shows their form. */
import { useState } from "react";
import { useSocialLinks } from "./home-queries";
import { LoadFailed } from "../ui/load-failed";
import { SocialLinksForm } from "./social-links-form";

export function SocialLinksSection({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const links = useSocialLinks();
  const [generation, setGeneration] = useState(0);

  if (links.isError) return <LoadFailed what="The social links" onRetry={() => links.refetch()} />;
  if (!links.data) return <p role="status">Loading the social links…</p>;

  const reload = async () => {
    await links.refetch();
    onDirtyChange(false);
    setGeneration((n) => n + 1);
  };

  return (
    <SocialLinksForm
      key={generation}
      saved={links.data}
      onDirtyChange={onDirtyChange}
      onReload={reload}
    />
  );
}
