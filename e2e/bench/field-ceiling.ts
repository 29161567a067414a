/**
 * The true limit for bench:field's 'to sound': the welcome page's own markup, stylesheets and
 * images with every script removed, plus the stop's narration bytes, held in memory by a bare
 * Node http server. One tap on a plain button plays the narration; nothing else runs.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const PLAY_BUTTON = `<p><button type="button" id="hear" style="min-height:44px;width:100%">Hear the Story</button></p><audio id="story" preload="none" src="__AUDIO__"></audio><script>document.getElementById("hear").addEventListener("click",()=>document.getElementById("story").play())</script>`;

interface Held {
  type: string;
  body: Buffer;
}

async function hold(url: string): Promise<Held | null> {
  const res = await fetch(url);
  if (!res.ok) return null;
  return {
    type: res.headers.get("content-type") ?? "application/octet-stream",
    body: Buffer.from(await res.arrayBuffer()),
  };
}

/** Copies what the app serves for `welcomePath` and `audioUrl` into memory and serves it. */
export async function startCeiling(
  appBase: string,
  welcomePath: string,
  audioUrl: string,
): Promise<{ base: string; close(): Promise<void> }> {
  const html = (await (await fetch(appBase + welcomePath)).text())
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/(<main\b[^>]*>)/, `$1${PLAY_BUTTON.replace("__AUDIO__", audioUrl)}`);
  const files = new Map<string, Held>();
  const assets = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((m) => m[1]!);
  for (const url of new Set([...assets, audioUrl])) {
    if (!/\.(css|png|jpe?g|webp|avif|svg|ico|woff2?|mp3)(\?|$)/.test(url)) continue;
    const held = await hold(appBase + url);
    if (held) files.set(url, held);
  }
  const page: Held = { type: "text/html; charset=utf-8", body: Buffer.from(html) };
  const server = http.createServer((req, res) => {
    const found = req.url === "/" ? page : files.get(req.url ?? "");
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": found.type, "content-length": found.body.length });
    res.end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
