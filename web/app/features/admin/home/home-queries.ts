/** Data of the admin home: the featured tours and the social links (tours: ../tours/tours-api). */
import type { SocialLinks, SocialLinksInput } from "@tours/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest, adminResponse } from "../api/admin-api";
import { type FeaturedToursState, versionFromEtag } from "./featured-tours";

export const featuredToursKey = ["featuredTours"] as const;
export const socialLinksKey = ["socialLinks"] as const;

export const useFeaturedTours = () =>
  useQuery({
    queryKey: featuredToursKey,
    queryFn: async ({ signal }): Promise<FeaturedToursState> => {
      const { data, headers } = await adminResponse<string[]>("/featuredTours", { signal });
      return { featuredTours: data, version: versionFromEtag(headers.get("etag")) };
    },
  });

export function useSaveFeaturedTours() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form says why a save failed next to its Save.
    meta: { silent: true },
    mutationFn: (body: FeaturedToursState) =>
      adminRequest<{ featuredTours: string[]; version: number }>("/featuredTours", {
        method: "POST",
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(featuredToursKey, saved),
  });
}

export const useSocialLinks = () =>
  useQuery({
    queryKey: socialLinksKey,
    queryFn: ({ signal }) => adminRequest<SocialLinks>("/socialLinks", { signal }),
  });

export function useSaveSocialLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form says why a save failed next to its Save.
    meta: { silent: true },
    mutationFn: (body: SocialLinksInput) =>
      adminRequest<SocialLinks>("/socialLinks", { method: "POST", body }),
    onSuccess: (saved) => queryClient.setQueryData(socialLinksKey, saved),
  });
}
