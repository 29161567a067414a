/**
 * The true limit for bench:field's 'to sound': the welcome page's own markup, stylesheets and
 * images with every script removed, plus the stop's narration bytes, held in memory by a bare
 * Node http server with the app's caching headers (a returning visit finds the same files kept).
 * One tap on a plain button plays the narration; nothing else runs.
 */
import {
  HELD_HEADERS,
  type HeldFile,
  type MemoryServer,
  serveFromMemory,
} from "./memory-server.js";

const PLAY_BUTTON = `<p><button type="button" id="hear" style="min-height:44px;width:100%">Hear the Story</button></p><audio id="story" preload="none" src="__AUDIO__"></audio><script>document.getElementById("hear").addEventListener("click",()=>document.getElementById("story").play())</script>`;

async function hold(url: string): Promise<HeldFile | null> {
  const res = await fetch(url);
  if (!res.ok) return null;
  const headers: Record<string, string> = {};
  for (const name of HELD_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  return { headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** Copies what the app serves for `welcomePath` and `audioUrl` into memory and serves it. */
export async function startCeiling(
  appBase: string,
  welcomePath: string,
  audioUrl: string,
): Promise<MemoryServer> {
  const html = (await (await fetch(appBase + welcomePath)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/(<main\b[^>]*>)/, `$1${PLAY_BUTTON.replace("__AUDIO__", audioUrl)}`);
  const files = new Map<string, HeldFile>();
  const assets = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]!);
  for (const url of new Set([...assets, audioUrl])) {
    if (!/\.(css|png|jpe?g|webp|avif|svg|ico|woff2?|mp3)(\?|$)/.test(url)) continue;
    const held = await hold(appBase + url);
    if (held) files.set(url, held);
  }
  const page: HeldFile = {
    headers: { "content-type": "text/html; charset=utf-8" },
    body: Buffer.from(html),
  };
  return serveFromMemory((url) => (url === "/" ? page : files.get(url)));
}
