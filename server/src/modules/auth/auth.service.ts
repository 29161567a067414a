/** Staff sign-in against our own accounts: argon2id hashes, server-side revocable sessions. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { loginInput, MESSAGES, title, type LoginResult, type StaffUser } from "@tours/shared";
import { z } from "zod";
import { ApiError, notFound, taken } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";
import type { RateLimitsRepository } from "../../lib/rate-limits.repository.js";
import { bucketName, type Window } from "../../lib/rate-limits.js";
import type { AuthRepository } from "./auth.repository.js";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./passwords.js";

const MINUTE = 60 * 1000;
/**
 * The sign-in policy (README "Security"). Every attempt is counted before the password is checked.
 * Per e-mail and address: 5 in 15 minutes, reset by a successful sign-in. Per address: 20 in 15
 * minutes. Per e-mail from addresses it has not signed in from: 30 an hour, so guesses spread over
 * many addresses stay slow; an address the account signed in from in the last 30 days is exempt,
 * so wrong guesses from elsewhere cannot lock its owner out. A successful sign-in gives its
 * reservations back: only wrong guesses use up the address and e-mail ceilings, so a shared office
 * address where many staff sign in is never refused for its successes.
 */
export const SIGN_IN_LIMITS = {
  pair: { limit: 5, ms: 15 * MINUTE },
  address: { limit: 20, ms: 15 * MINUTE },
  email: { limit: 30, ms: 60 * MINUTE },
  knownAddressMs: 30 * 24 * 60 * MINUTE,
} as const;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A new account: an e-mail the sign-in form takes, and a name shown on one line (or none). */
const newAccount = z.object({ email: loginInput.shape.email, name: title.optional() });

export function createAuthService(
  repo: AuthRepository,
  rateLimits: RateLimitsRepository,
  sessionTtlMs: number,
) {
  // Verifying against a real hash when the account is unknown keeps both answers equally slow.
  const decoyHash = hashPassword(randomBytes(16).toString("hex"));

  /** Counts the attempt in each bucket in turn; the first one full refuses it. Returns the buckets. */
  async function reserveAttempt(email: string, ip: string): Promise<string[]> {
    const buckets: [string, Window][] = [
      [bucketName("sign-in-pair", email, ip), SIGN_IN_LIMITS.pair],
      [bucketName("sign-in-address", ip), SIGN_IN_LIMITS.address],
    ];
    if (!(await rateLimits.isOpen(bucketName("sign-in-known", email, ip)))) {
      buckets.push([bucketName("sign-in-email", email), SIGN_IN_LIMITS.email]);
    }
    for (const [bucket, window] of buckets) {
      if (!(await rateLimits.reserve(bucket, window))) {
        throw new ApiError("rate_limited", MESSAGES.tooManySignIns);
      }
    }
    return buckets.map(([bucket]) => bucket);
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
      const [pair, ...ceilings] = await reserveAttempt(email, ip);
      const account = await repo.findAccountByEmail(email);
      const ok = await verifyPassword(account?.password_hash ?? (await decoyHash), password);
      if (!account || !ok) throw new ApiError("unauthenticated", MESSAGES.badCredentials);
      if (pair) await rateLimits.clear(pair);
      for (const bucket of ceilings) await rateLimits.release(bucket);
      await rateLimits.restart(
        bucketName("sign-in-known", email, ip),
        SIGN_IN_LIMITS.knownAddressMs,
      );
      const token = await startSession(account.id);
      return { token, user: { id: account.id, email: account.email, name: account.name } };
    },

    async authenticate(token: string | undefined): Promise<StaffUser | undefined> {
      if (!token) return undefined;
      return repo.findSessionAccount(hashToken(token), nowIso());
    },

    logout: (token: string) => repo.deleteSession(hashToken(token)).then(() => undefined),

    async createAccount(emailInput: string, password: string, nameInput = ""): Promise<StaffUser> {
      const { email, name } = parseWith(newAccount, {
        email: normalizeEmail(emailInput),
        name: nameInput || undefined,
      });
      assertStrongEnough(password);
      if (await repo.findAccountByEmail(email))
        throw taken(`An account for ${email} already exists`);
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
      await rateLimits.prune();
    },
  };
}

function assertStrongEnough(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new ApiError("validation_failed", "Some fields are not valid", [
      { path: "password", message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
    ]);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
