/**
 * The campaign parameter c=musay rides along on every navigation once present (SPEC §2), and so
 * does the embed flag, which shows a tour without the site's header and footer (a kiosk, or the
 * tour inside a partner's page).
 */
import { useCallback } from "react";
import { type NavigateOptions, useLocation, useNavigate } from "react-router";

export const CAMPAIGN_PARAM = "c";
export const CAMPAIGN_VALUE = "musay";
export const EMBED_PARAM = "embed";
export const EMBED_VALUE = "1";

const CARRIED: readonly (readonly [name: string, value: string])[] = [
  [CAMPAIGN_PARAM, CAMPAIGN_VALUE],
  [EMBED_PARAM, EMBED_VALUE],
];

export function hasCampaign(search: string): boolean {
  return new URLSearchParams(search).get(CAMPAIGN_PARAM) === CAMPAIGN_VALUE;
}

/** SPEC §2: the header and footer are hidden on tour pages (only) under the embed flag. */
export function isEmbedded(search: string): boolean {
  return new URLSearchParams(search).get(EMBED_PARAM) === EMBED_VALUE;
}

/** Adds c=musay (and the embed flag) to an internal address when the current page carries it. */
export function withCampaign(to: string, currentSearch: string): string {
  if (!to.startsWith("/")) return to;
  const current = new URLSearchParams(currentSearch);
  const carried = CARRIED.filter(([name, value]) => current.get(name) === value);
  if (carried.length === 0) return to;
  const url = new URL(to, "http://site.invalid");
  for (const [name, value] of carried) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useCampaignHref(): (to: string) => string {
  const { search } = useLocation();
  return useCallback((to: string) => withCampaign(to, search), [search]);
}

/**
 * navigate() for push and replace that keeps the campaign parameter. It starts once the tap's
 * event is over. React Router sets a 'loading' state before it commits the next location, even
 * when no loader runs; inside a tap, React renders that state on its own, a pass over the whole
 * page before the real one. After the event, both updates land in one render.
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const href = useCampaignHref();
  return useCallback(
    (to, options) => {
      const target = href(to);
      setTimeout(() => void navigate(target, options), 0);
    },
    [navigate, href],
  );
}
