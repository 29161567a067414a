/** Staff accounts and their sign-in sessions (the sign-in calls are in admin.routes.ts). */
import type { ServerModule } from "../server-module.js";
import { createAuthRepository, type AuthRepository } from "./auth.repository.js";
import { createAuthService, type AuthService } from "./auth.service.js";

export interface StaffAccountsTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

declare module "../../db/schema.js" {
  interface Database {
    staff_accounts: StaffAccountsTable;
    sessions: SessionsTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    auth: AuthRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = {
  // Accounts are not content; sessions hold bearer secrets: a restore signs everyone out.
  tables: { staff_accounts: "kept", sessions: "dropped" },
  uniqueKeys: {
    "staff_accounts:email": {
      field: "email",
      message: "An account for this e-mail already exists",
    },
  },
  repositories: (db) => ({ auth: createAuthRepository(db) }),
  services: ({ repos, config }) => ({
    auth: createAuthService(repos.auth, repos.rateLimits, config.sessionTtlMs),
  }),
} satisfies ServerModule;
