/**
 * Start-up duties: a staff account to sign in with, demo content in an empty database, and
 * transcripts for demo narrations loaded before transcripts existed.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.js";
import type { DataAccess } from "./repositories.js";
import type { Services } from "./services.js";

export const DEFAULT_ADMIN_EMAIL = "admin@example.org";

export interface SignInHint {
  email: string;
  /** Present only when the password was generated now: shown once, never stored in clear. */
  generatedPassword?: string;
}

export async function ensureStaffAccount(
  services: Services,
  config: Config,
): Promise<SignInHint | undefined> {
  const { auth } = services;
  if (config.admin) {
    const { email, password } = config.admin;
    const exists = (await auth.listAccounts()).some((a) => a.email === email.toLowerCase());
    if (!exists) await auth.createAccount(email, password, "Administrator");
    else if (!(await auth.passwordMatches(email, password)))
      await auth.resetPassword(email, password);
    return { email };
  }
  if ((await auth.countAccounts()) > 0) return undefined;
  const generatedPassword = randomBytes(12).toString("base64url");
  await auth.createAccount(DEFAULT_ADMIN_EMAIL, generatedPassword, "Administrator");
  return { email: DEFAULT_ADMIN_EMAIL, generatedPassword };
}

/**
 * Resolves true when it loaded the demo: its images' phone-sized copies are then still to be made
 * (makeDemoImageCopies, once the site is up).
 */
export async function seedIfEmpty(
  { repos }: DataAccess,
  services: Services,
  config: Config,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!config.demoContent) return false;
  if (await repos.seed.hasContent()) return false;
  const started = Date.now();
  // Loaded only when needed: the image renderer is heavy and a running site never needs it again.
  const { seedDemoContent } = await import("./seed/seed-demo.js");
  const counts = await seedDemoContent(services);
  log.info({ ...counts, ms: Date.now() - started }, "demo content loaded");
  return true;
}

/** The demo's image copies, made in the background of a site that is already serving. */
export async function makeDemoImageCopiesNow(
  { repos }: DataAccess,
  services: Services,
  log: FastifyBaseLogger,
): Promise<void> {
  const { makeDemoImageCopies } = await import("./seed/demo-image-copies.js");
  await makeDemoImageCopies(repos.revision, services.mediaStore, log);
}

/** Fills the transcripts of untouched demo narrations (see seed/demo-transcripts.ts). */
export async function fillMissingDemoTranscripts(
  { transaction }: DataAccess,
  log: FastifyBaseLogger,
): Promise<void> {
  const { fillDemoTranscripts } = await import("./seed/demo-transcripts.js");
  const filled = await fillDemoTranscripts(transaction);
  if (filled > 0) log.info({ filled }, "demo narration transcripts filled");
}
