import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useCampaignHref } from "./campaign";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** An internal link that keeps the campaign parameter. */
export function AppLink({ to, ...props }: Props) {
  const href = useCampaignHref();
  return <Link to={href(to)} {...props} />;
}
