/**
 * Readiness: whether this process can serve, i.e. the database answers and the media store is
 * reachable. Each check gets READY_TIMEOUT_MS, so a store or database that hangs makes the answer
 * "down", never a hung probe. The answer names each check and how it went, never why in detail
 * (an error may carry host names or connection strings); the reason goes to the log.
 */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { MediaStore } from "../media/store/media-store.js";

export const READY_TIMEOUT_MS = 2_000;

export type CheckName = "database" | "mediaStore";

export interface CheckResult {
  status: "up" | "down";
  /** Why it is down: it failed, or it gave no answer in time. */
  reason?: "error" | "timeout";
  ms: number;
}

export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, CheckResult>;
  /** The errors behind the checks that are down, for the log only. */
  errors: Partial<Record<CheckName, unknown>>;
}

class TimedOut extends Error {}

function withTimeout<T>(work: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  // A check that throws at once (not a rejected promise) is a failure like any other.
  const running = Promise.resolve().then(work);
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer));
}

async function run(
  work: () => Promise<unknown>,
  timeoutMs: number,
): Promise<{ result: CheckResult; error?: unknown }> {
  const started = performance.now();
  try {
    await withTimeout(work, timeoutMs);
    return { result: { status: "up", ms: elapsed(started) } };
  } catch (error) {
    const reason = error instanceof TimedOut ? "timeout" : "error";
    return { result: { status: "down", reason, ms: elapsed(started) }, error };
  }
}

const elapsed = (started: number) => Math.round(performance.now() - started);

export async function checkReadiness(
  db: Db,
  store: MediaStore,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<Readiness> {
  const [database, mediaStore] = await Promise.all([
    run(() => sql`select 1`.execute(db), timeoutMs),
    run(() => store.check(), timeoutMs),
  ]);
  const errors: Readiness["errors"] = {};
  if (database.result.status === "down") errors.database = database.error;
  if (mediaStore.result.status === "down") errors.mediaStore = mediaStore.error;
  return {
    ready: database.result.status === "up" && mediaStore.result.status === "up",
    checks: { database: database.result, mediaStore: mediaStore.result },
    errors,
  };
}
