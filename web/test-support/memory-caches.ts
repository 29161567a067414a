/** Cache Storage in memory for unit tests: as much of it as offline saving and answering use. */
export class MemoryCaches implements Pick<CacheStorage, "open" | "delete" | "keys" | "has"> {
  readonly stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, Response>();
    this.stores.set(name, store);
    const key = (request: RequestInfo | URL) =>
      new URL(request instanceof Request ? request.url : String(request), "http://site.test").href;
    return {
      put: async (request: RequestInfo | URL, response: Response) =>
        void store.set(key(request), response),
      match: async (request: RequestInfo | URL) => store.get(key(request))?.clone(),
      delete: async (request: RequestInfo | URL) => store.delete(key(request)),
      keys: async () =>
        [...store.keys()].map((url) => new Request(new URL(url, "http://site.test"))),
    } as unknown as Cache;
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
  async keys() {
    return [...this.stores.keys()];
  }
  async has(name: string) {
    return this.stores.has(name);
  }
}
