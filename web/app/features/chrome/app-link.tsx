import type { ComponentProps, MouseEvent } from "react";
import { createPath, Link, useLocation } from "react-router";
import { useAppNavigate, useCampaignHref } from "./campaign";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * An internal link that keeps the campaign parameter. A plain click moves through
 * useAppNavigate, in one render; a click with a modifier key, or a link that opens elsewhere or
 * reloads the document, is left to the browser as React Router's own link leaves it.
 */
export function AppLink({ to, onClick, ...props }: Props) {
  const href = useCampaignHref()(to);
  const navigate = useAppNavigate();
  const location = useLocation();
  const { target, reloadDocument, replace, state, preventScrollReset } = props;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, {
      // As React Router's link: a link to the page already shown replaces it in the history.
      replace: replace ?? createPath(location) === href,
      state,
      preventScrollReset,
    });
  };
  return <Link to={href} {...props} onClick={handleClick} />;
}

function isPlainClick(event: MouseEvent, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === "_self") && !modified;
}
