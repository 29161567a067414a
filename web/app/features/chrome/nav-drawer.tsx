/** The slide-in menu: a modal dialog, so focus stays inside and Escape closes it. */
import type { SiteConfig } from "@tours/shared";
import { type MouseEvent, useEffect, useRef } from "react";
import { track } from "../../lib/analytics";
import { AppLink } from "./app-link";
import { CloseIcon } from "./icons";

interface Props {
  site: SiteConfig;
  open: boolean;
  onClose(): void;
}

export function NavDrawer({ site, open, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  // A click on the backdrop lands on the dialog element itself, outside its panel.
  const follow = (name: string) => {
    track("Nav", "MenuLink", name);
    onClose();
  };

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- Escape is handled natively by <dialog>
    <dialog
      ref={dialog}
      className="nav-drawer"
      aria-label="Menu"
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="nav-drawer__panel">
        <button
          type="button"
          className="icon-button nav-drawer__close"
          onClick={onClose}
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
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
