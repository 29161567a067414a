/** Staff sign-in against our own accounts: argon2id hashes, server-side revocable sessions. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { MESSAGES, type LoginResult, type StaffUser } from "@tours/shared";
import { AppError, conflict, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import type { AuthRepository } from "./auth.repository.js";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./passwords.js";

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createAuthService(repo: AuthRepository, sessionTtlMs: number) {
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword(randomBytes(16).toString("hex"));

  async function assertNotThrottled(buckets: [string, number][]): Promise<void> {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS).toISOString();
    for (const [bucket, limit] of buckets) {
      if ((await repo.countFailuresSince(bucket, since)) >= limit) {
        throw new AppError("rate_limited", MESSAGES.tooManySignIns);
      }
    }
  }

  async function startSession(accountId: string): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = Date.now();
    await repo.insertSession(
      hashToken(token),
      accountId,
      new Date(now).toISOString(),
      new Date(now + sessionTtlMs).toISOString(),
    );
    return token;
  }

  return {
    async login(emailInput: string, password: string, ip: string): Promise<LoginResult> {
      const email = normalizeEmail(emailInput);
      const emailBucket = `email:${email}`;
      const ipBucket = `ip:${ip}`;
      await assertNotThrottled([
        [emailBucket, MAX_FAILURES_PER_EMAIL],
        [ipBucket, MAX_FAILURES_PER_IP],
      ]);
      const account = await repo.findAccountByEmail(email);
      const ok = await verifyPassword(account?.password_hash ?? (await decoyHash), password);
      if (!account || !ok) {
        const failedAt = nowIso();
        await repo.insertFailures([
          { id: randomUUID(), bucket: emailBucket, failed_at: failedAt },
          { id: randomUUID(), bucket: ipBucket, failed_at: failedAt },
        ]);
        throw new AppError("unauthenticated", MESSAGES.badCredentials);
      }
      await repo.clearFailures(emailBucket);
      const token = await startSession(account.id);
      return { token, user: { id: account.id, email: account.email, name: account.name } };
    },

    async authenticate(token: string | undefined): Promise<StaffUser | undefined> {
      if (!token) return undefined;
      return repo.findSessionAccount(hashToken(token), nowIso());
    },

    logout: (token: string) => repo.deleteSession(hashToken(token)).then(() => undefined),

    async createAccount(emailInput: string, password: string, name = ""): Promise<StaffUser> {
      const email = normalizeEmail(emailInput);
      assertStrongEnough(password);
      if (await repo.findAccountByEmail(email))
        throw conflict(`An account for ${email} already exists`);
      const now = nowIso();
      const account = {
        id: randomUUID(),
        email,
        name: name || email.split("@")[0] || email,
        password_hash: await hashPassword(password),
        created_at: now,
        updated_at: now,
      };
      await repo.insertAccount(account);
      return { id: account.id, email: account.email, name: account.name };
    },

    /** Sets a new password and signs the account out everywhere. */
    async resetPassword(emailInput: string, password: string): Promise<void> {
      assertStrongEnough(password);
      const account = await repo.findAccountByEmail(normalizeEmail(emailInput));
      if (!account) throw notFound("Staff account");
      await repo.updatePassword(account.id, await hashPassword(password), nowIso());
      await repo.deleteSessionsOf(account.id);
    },

    async removeAccount(emailInput: string): Promise<void> {
      const account = await repo.findAccountByEmail(normalizeEmail(emailInput));
      if (!account) throw notFound("Staff account");
      await repo.deleteAccount(account.id);
    },

    async passwordMatches(emailInput: string, password: string): Promise<boolean> {
      const account = await repo.findAccountByEmail(normalizeEmail(emailInput));
      return account !== undefined && (await verifyPassword(account.password_hash, password));
    },

    listAccounts: () => repo.listAccounts(),
    countAccounts: () => repo.countAccounts(),

    async pruneExpired(): Promise<void> {
      const now = nowIso();
      await repo.deleteExpiredSessions(now);
      await repo.pruneFailures(new Date(Date.now() - FAILURE_WINDOW_MS).toISOString());
    },
  };
}

function assertStrongEnough(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AppError("validation_failed", "Some fields are not valid", [
      { path: "password", message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
    ]);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
