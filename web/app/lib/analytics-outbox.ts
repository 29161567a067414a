/**
 * Delivery of analytics events that survives a lost signal: every event is written to IndexedDB
 * (database `tours-analytics`, store `outbox`, keyed by the event's id) as it is sent, and removed
 * once the server has it. What could not be sent (offline, a failed request, the rate limit) is
 * sent again when the browser comes back online and when a page next loads. The server stores
 * each id once, so an event sent twice (its answer lost, two tabs replaying) counts once.
 */
import { type IDBPDatabase, openDB } from "idb";

export interface OutgoingEvent {
  id: string;
  category: string;
  action: string;
  label: string;
  value?: number;
  /** When the page made it: an event sent late (offline) is dated then. */
  occurredAt: string;
}

const ENDPOINT = "/api/events";
const DB_NAME = "tours-analytics";
const STORE = "outbox";
/** A walk offline makes tens of events; past this many the oldest wait no longer. */
const MAX_KEPT = 1000;

let db: Promise<IDBPDatabase | undefined> | undefined;
function outbox(): Promise<IDBPDatabase | undefined> {
  db ??=
    typeof indexedDB === "undefined"
      ? Promise.resolve(undefined)
      : openDB(DB_NAME, 1, {
          upgrade: (database) => void database.createObjectStore(STORE, { keyPath: "id" }),
        }).catch(() => undefined);
  return db;
}

async function keep(event: OutgoingEvent): Promise<void> {
  const store = await outbox();
  if (!store) return;
  if ((await store.count(STORE)) >= MAX_KEPT) {
    const oldest = await store.getAllKeys(STORE, undefined, 1);
    if (oldest[0] !== undefined) await store.delete(STORE, oldest[0]);
  }
  await store.put(STORE, event);
}

async function forget(id: string): Promise<void> {
  await (await outbox())?.delete(STORE, id);
}

/**
 * Whether the event is dealt with: stored by the server, or refused for good (a 4xx other than
 * the rate limit would be refused again). Network errors, 5xx and 429 mean try later.
 */
export function isDelivered(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

async function send(event: OutgoingEvent): Promise<boolean> {
  try {
    const response = await fetch(ENDPOINT, {
      method: "POST",
      body: JSON.stringify(event),
      headers: { "content-type": "application/json" },
      // Still sent when the visitor leaves the page (a link to another site).
      keepalive: true,
    });
    return isDelivered(response.status);
  } catch {
    return false;
  }
}

/** Events this page is sending right now: a replay leaves them to that send. */
const inFlight = new Set<string>();

export async function deliver(event: OutgoingEvent): Promise<void> {
  const kept = keep(event).catch(() => {});
  if (!navigator.onLine) return;
  inFlight.add(event.id);
  try {
    if (await send(event)) {
      await kept;
      await forget(event.id).catch(() => {});
    }
  } finally {
    inFlight.delete(event.id);
  }
}

let replaying: Promise<void> | undefined;

/** Sends what is waiting in the outbox, one by one; stops at the first failure. */
export function replayOutbox(): Promise<void> {
  replaying ??= (async () => {
    try {
      const store = await outbox();
      if (!store) return;
      for (const id of (await store.getAllKeys(STORE)) as string[]) {
        // Read again just before sending: this page (or another tab) may have sent it meanwhile,
        // and a list read at the start would send it twice.
        if (inFlight.has(id)) continue;
        const event = (await store.get(STORE, id)) as OutgoingEvent | undefined;
        if (!event || inFlight.has(id)) continue;
        if (!navigator.onLine || !(await send(event))) break;
        await forget(id);
      }
    } catch {
      // Counting must never get in a visitor's way.
    } finally {
      replaying = undefined;
    }
  })();
  return replaying;
}

/** A random UUID for each event (crypto.randomUUID needs a secure context; a LAN demo is not). */
export function newEventId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
