/**
 * The ceiling of every HTTP benchmark: a bare Node `http` server in its own process, holding the
 * exact bytes (and the content headers) the app sent, in memory. Whatever the app does beyond
 * sending those bytes is what the ratio measures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitForHttp } from "./http.js";

export interface CapturedAnswer {
  path: string;
  body: Buffer;
  headers: Record<string, string>;
}

const SERVER_CODE = `
const cluster = require("node:cluster");
const http = require("node:http");
const fs = require("node:fs");
const [answersFile, port, processes] = process.argv.slice(2);
if (cluster.isPrimary && Number(processes) > 1) {
  for (let i = 0; i < Number(processes); i++) cluster.fork();
  process.on("SIGTERM", () => { for (const w of Object.values(cluster.workers)) w.kill(); process.exit(0); });
  return;
}
const answers = new Map();
for (const entry of JSON.parse(fs.readFileSync(answersFile, "utf8"))) {
  answers.set(entry.path, { headers: entry.headers, body: fs.readFileSync(entry.file) });
}
http
  .createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), "127.0.0.1");
`;

/** Content headers worth copying; the rest (CSP, security headers) are the app's own work. */
const CONTENT_HEADERS = ["content-type", "content-encoding", "etag", "cache-control", "vary"];

/** `processes` above 1 runs it on Node's cluster module, as the app runs with WEB_CONCURRENCY. */
export async function startBareServer(
  answers: CapturedAnswer[],
  processes = 1,
): Promise<{ base: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-bare-"));
  const manifest = answers.map((answer, i) => {
    const file = path.join(dir, `${i}.bin`);
    fs.writeFileSync(file, answer.body);
    const headers = Object.fromEntries(
      CONTENT_HEADERS.filter((name) => answer.headers[name]).map((n) => [n, answer.headers[n]!]),
    );
    return { path: answer.path, file, headers };
  });
  fs.writeFileSync(path.join(dir, "answers.json"), JSON.stringify(manifest));
  // A file, not `node -e`: cluster workers start by running the primary's script again.
  const serverFile = path.join(dir, "bare-server.cjs");
  fs.writeFileSync(serverFile, SERVER_CODE);
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [serverFile, path.join(dir, "answers.json"), String(port), String(processes)],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}${answers[0]?.path ?? "/"}`);
  return {
    base,
    stop: () => {
      child.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
