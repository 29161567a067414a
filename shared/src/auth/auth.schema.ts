import { z } from "zod";

export const loginInput = z.object({
  email: z.email("Enter a valid e-mail address"),
  password: z.string().min(1, "Required"),
});

export const staffUser = z.object({ id: z.string(), email: z.string(), name: z.string() });
export const loginResult = z.object({ token: z.string(), user: staffUser });

export type LoginInput = z.infer<typeof loginInput>;
export type StaffUser = z.infer<typeof staffUser>;
export type LoginResult = z.infer<typeof loginResult>;
