/**
 * The slide-in menu: a modal dialog that the header's menu button opens by itself (Invoker
 * Commands), so it works before the page's scripts have run. Being modal keeps focus inside;
 * Escape or a click outside closes it (closedby="any").
 */
import type { SiteConfig } from "@tours/shared";
import { type MouseEvent, useRef } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "./app-link";
import { CloseIcon } from "./icons";

/** The id the menu button's commandfor names. */
export const NAV_DRAWER_ID = "nav-drawer";

export function NavDrawer({ site }: { site: SiteConfig }) {
  const dialog = useRef<HTMLDialogElement>(null);

  // Once the scripts run a menu link may move to another page without a reload: close first.
  const follow = (name: string) => {
    track("Nav", "MenuLink", name);
    dialog.current?.close();
  };

  // For browsers without closedby: a click on the backdrop lands on the dialog itself, outside
  // its panel. Where closedby works the dialog is already closed and close() does nothing.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled natively by <dialog>
    <dialog
      id={NAV_DRAWER_ID}
      ref={dialog}
      className="nav-drawer"
      aria-label="Menu"
      closedby="any"
      onClick={closeOnBackdrop}
    >
      <div className="nav-drawer__panel">
        <button
          type="button"
          className="icon-button nav-drawer__close"
          command="close"
          commandfor={NAV_DRAWER_ID}
          aria-label="Close menu"
        >
          <CloseIcon />
        </button>
        <nav aria-label="Main">
          <ul>
            {site.menu.map((link) =>
              link.external ? (
                <li key={link.name}>
                  <a
                    href={link.path}
                    target="_blank"
                    rel="noopener"
                    onClick={() => follow(link.name)}
                  >
                    {link.name}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ) : (
                <li key={link.name}>
                  <AppLink to={link.path} onClick={() => follow(link.name)} prefetch="intent">
                    {link.name}
                  </AppLink>
                </li>
              ),
            )}
            <li>
              <AppLink to="/saved-tours" onClick={() => follow("Saved tours")} prefetch="intent">
                Saved tours
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
