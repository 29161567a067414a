import { useLocation } from "react-router";
import { AppLink } from "./app-link";
import { useHeaderMapAction } from "./header-map-action";
import { MapIcon, MenuIcon, SearchIcon } from "./icons";
import { SearchBar } from "./search-bar";

interface Props {
  siteName: string;
  searchOpen: boolean;
  onOpenMenu(): void;
  onSearch(open: boolean): void;
}

export function SiteHeader({ siteName, searchOpen, onOpenMenu, onSearch }: Props) {
  const { pathname } = useLocation();
  const mapAction = useHeaderMapAction();
  if (searchOpen) {
    return (
      <header className="site-header site-header--search">
        <SearchBar onClose={() => onSearch(false)} />
      </header>
    );
  }
  return (
    <header className="site-header">
      <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu}>
        <MenuIcon />
      </button>
      {pathname !== "/" && (
        <AppLink to="/" className="site-header__logo">
          <img src="/brand/logo.svg" alt={`${siteName} home`} width="160" height="40" />
        </AppLink>
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
        <button
          type="button"
          className="icon-button site-header__search"
          aria-label="Search"
          onClick={() => onSearch(true)}
        >
          <SearchIcon />
        </button>
      )}
    </header>
  );
}
