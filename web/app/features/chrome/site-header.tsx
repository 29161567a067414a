/**
 * The header: menu button, logo on inner pages, and the search icon (the map icon in stop mode).
 * The menu button opens the drawer by itself and the search icon is a link to /search, so both
 * work before the scripts run; once they do, the search icon opens search mode in place.
 * Under them, when it applies: 'Offline', and 'Update ready — Reload'.
 */
import { useLocation } from "react-router";
import { plainClick } from "../../lib/plain-click";
import { OfflineIndicator } from "../offline/offline-indicator";
import { UpdatePrompt } from "../offline/update-prompt";
import { AppLink } from "./app-link";
import { useHeaderMapAction } from "./header-map-action";
import { MapIcon, MenuIcon, SearchIcon } from "./icons";
import { NAV_DRAWER_ID } from "./nav-drawer";
import { SearchBar } from "./search-bar";

interface Props {
  siteName: string;
  searchOpen: boolean;
  onSearch(open: boolean): void;
}

export function SiteHeader({ siteName, searchOpen, onSearch }: Props) {
  const { pathname } = useLocation();
  const mapAction = useHeaderMapAction();
  if (searchOpen) {
    return (
      <header className="site-header site-header--search">
        <SearchBar
          onClose={(returnFocus) => {
            onSearch(false);
            // Back to the search button that opened it, once the header shows it again.
            if (returnFocus) {
              requestAnimationFrame(() =>
                document.querySelector<HTMLElement>(".site-header__search")?.focus(),
              );
            }
          }}
        />
        <OfflineIndicator />
        <UpdatePrompt />
      </header>
    );
  }
  return (
    <header className="site-header">
      <button
        type="button"
        className="icon-button"
        aria-label="Open menu"
        command="show-modal"
        commandfor={NAV_DRAWER_ID}
      >
        <MenuIcon />
      </button>
      {pathname !== "/" && (
        <div className="site-header__logo">
          <AppLink to="/">
            <img src="/brand/logo.svg" alt={`${siteName} home`} width="160" height="40" />
          </AppLink>
        </div>
      )}
      {mapAction ? (
        <button
          type="button"
          className="icon-button site-header__search"
          aria-label={mapAction.label}
          onClick={mapAction.open}
        >
          <MapIcon />
        </button>
      ) : (
        <AppLink
          to="/search"
          className="icon-button site-header__search"
          aria-label="Search"
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onSearch(true);
          }}
        >
          <SearchIcon />
        </AppLink>
      )}
      {/* Under the row above, only when there is something to say. */}
      <OfflineIndicator />
      <UpdatePrompt />
    </header>
  );
}
