/** Whether a new version is ready, and what tapping 'Reload' does; components subscribe to it. */
export interface UpdateState {
  subscribe(onChange: () => void): () => void;
  isReady(): boolean;
  /** A new version is ready; `apply` makes it take effect. */
  ready(apply: () => void): void;
  /** The visitor tapped 'Reload': applies the update, once. */
  apply(): void;
}

export function createUpdateState(): UpdateState {
  const listeners = new Set<() => void>();
  let pending: (() => void) | undefined;
  let applied = false;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isReady: () => pending !== undefined && !applied,
    ready(apply) {
      if (applied) return;
      pending = apply;
      for (const listener of listeners) listener();
    },
    apply() {
      if (!pending || applied) return;
      applied = true;
      pending();
      for (const listener of listeners) listener();
    },
  };
}
