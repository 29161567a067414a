/** The campaign parameter c=musay rides along on every navigation once present (SPEC §2). */
import { useCallback } from "react";
import { type NavigateOptions, useLocation, useNavigate } from "react-router";

export const CAMPAIGN_PARAM = "c";
export const CAMPAIGN_VALUE = "musay";

export function hasCampaign(search: string): boolean {
  return new URLSearchParams(search).get(CAMPAIGN_PARAM) === CAMPAIGN_VALUE;
}

/** Adds c=musay to an internal address when the current page carries it. */
export function withCampaign(to: string, currentSearch: string): string {
  if (!hasCampaign(currentSearch) || !to.startsWith("/")) return to;
  const url = new URL(to, "http://site.invalid");
  url.searchParams.set(CAMPAIGN_PARAM, CAMPAIGN_VALUE);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useCampaignHref(): (to: string) => string {
  const { search } = useLocation();
  return useCallback((to: string) => withCampaign(to, search), [search]);
}

/** navigate() for push and replace that keeps the campaign parameter. */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const href = useCampaignHref();
  return useCallback((to, options) => void navigate(href(to), options), [navigate, href]);
}
