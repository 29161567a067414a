/**
 * The shell the service worker precaches: the offline page and exactly the files it needs to
 * show and start (the client manifest, the entry and the root and offline route modules with
 * their imports and styles, the stylesheets those modules link by URL, the header's logo).
 */
export interface ClientAssets {
  url: string;
  version: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>;
}

export interface ShellEntry {
  url: string;
  /** null for hashed files (the name changes with the bytes); a hash of the bytes otherwise. */
  revision: string | null;
}

/** Stylesheets a module links by URL (`import css from "./app.css?url"`). */
const LINKED_CSS = /\/assets\/[\w.-]+\.css/g;

export function shellFiles(
  assets: ClientAssets,
  routeIds: string[],
  readAsset: (url: string) => string,
): string[] {
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route) throw new Error(`The build has no route ${id}`);
    for (const file of [route.module, ...(route.imports ?? []), ...(route.css ?? [])])
      files.add(file);
  }
  for (const file of [...files]) {
    // The client manifest names every route's styles; the modules name only their own.
    if (!file.endsWith(".js") || file === assets.url) continue;
    for (const css of readAsset(file).match(LINKED_CSS) ?? []) files.add(css);
  }
  return [...files].sort();
}
