/** Data of the admin home: the tours to choose from, the featured tours and the social links. */
import type { SocialLinks, SocialLinksInput, Tour } from "@tours/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminRequest, adminResponse } from "../api/admin-api";
import { type FeaturedToursState, versionFromEtag } from "./featured-tours";

export const toursKey = ["tours"] as const;
export const featuredToursKey = ["featuredTours"] as const;
export const socialLinksKey = ["socialLinks"] as const;

export const useAdminTours = () =>
  useQuery({
    queryKey: toursKey,
    queryFn: ({ signal }) => adminRequest<Tour[]>("/tours", { signal }),
  });

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
    mutationFn: (body: SocialLinksInput) =>
      adminRequest<SocialLinks>("/socialLinks", { method: "POST", body }),
    onSuccess: (saved) => queryClient.setQueryData(socialLinksKey, saved),
  });
}
