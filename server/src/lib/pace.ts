/**
 * "May this address do one more now?" counted in memory per fixed window: for writes a visitor
 * causes as a side effect (a search counted in the analytics), where going over the pace should
 * skip the side effect, not refuse the visitor.
 */
const MAX_KEYS = 100_000;

export function createPace(max: number, windowMs: number): (key: string) => boolean {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (key) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      counts = new Map();
      windowStart = now;
    }
    const count = (counts.get(key) ?? 0) + 1;
    if (count === 1 && counts.size >= MAX_KEYS) return false;
    counts.set(key, count);
    return count <= max;
  };
}
