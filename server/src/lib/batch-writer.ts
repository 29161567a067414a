/**
 * Rows written in batches, at most a second late, so that counting (analytics events, QR code
 * scans) never makes a visitor's request wait for the database. A failed write is reported to
 * `onError` and its rows are dropped: a count is never worth a failed page.
 */
const FLUSH_EVERY_MS = 1000;
const FLUSH_AT = 200;

export interface BatchWriter<Row> {
  /** Queues a row; written within a second, or at once when the batch is full. */
  add(row: Row): void;
  /** Whether a queued row matches (e.g. the same event sent twice before a write). */
  queued(match: (row: Row) => boolean): boolean;
  /** Writes what is queued; called on shutdown and by tests. */
  flush(): Promise<void>;
}

export function createBatchWriter<Row>(
  write: (batch: Row[]) => Promise<void>,
  onError: (error: unknown) => void,
): BatchWriter<Row> {
  let queue: Row[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await write(batch);
    } catch (error) {
      onError(error);
    }
  }

  return {
    add(row) {
      queue.push(row);
      if (queue.length >= FLUSH_AT) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_EVERY_MS).unref();
    },
    queued: (match) => queue.some(match),
    flush,
  };
}
