/** About Us content in the admin: one load, and staff saves and deletes that keep it current. */
import type { AboutUs, StaffMember, StaffMemberInput } from "@tours/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@tours/shared/browser";
import { adminRequest } from "../api/admin-api";

export const aboutUsKey = ["aboutUs"] as const;

export const useAboutUs = () =>
  useQuery({
    queryKey: aboutUsKey,
    queryFn: ({ signal }) => adminRequest<AboutUs>("/content/about-us", { signal }),
  });

export interface StaffSave {
  /** Absent for a new member: the server gives it its id. */
  id?: string;
  input: StaffMemberInput;
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: StaffSave) =>
      adminRequest<StaffMember>(
        id ? `/content/staff/${encodeURIComponent(id)}` : "/content/staff",
        {
          method: "POST",
          body: input,
        },
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<AboutUs>(aboutUsKey, (about) =>
        about
          ? { ...about, staff: [...about.staff.filter((m) => m.id !== saved.id), saved] }
          : about,
      ),
  });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  const forget = (id: string) =>
    queryClient.setQueryData<AboutUs>(aboutUsKey, (about) =>
      about ? { ...about, staff: about.staff.filter((m) => m.id !== id) } : about,
    );
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest<void>(`/content/staff/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_answer, id) => forget(id),
    // Deleted elsewhere already: the banner says so, and the list stops showing it.
    onError: (error, id) => {
      if (error instanceof ApiError && error.code === "not_found") forget(id);
    },
  });
}
