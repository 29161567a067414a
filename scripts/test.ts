/** npm test: typecheck, lint, unit tests, then the browser tests; stops at the first failure. */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
// Chromium's headless shell: the same engine without the browser's windows and pages of its own,
// which runs the browser tests in about two thirds of the time the full browser takes on two cores.
const headlessShell = "/usr/bin/chromium-headless-shell";
const debianChromium = "/usr/bin/chromium";

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env });
    child.on("error", (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(title: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}\n`);
  const code = await run(command, args, env);
  if (code !== 0) fail(`${title} failed (exit code ${code}).`);
}

function fail(message: string): never {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

async function ensureChromium(): Promise<string> {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (existsSync(configured)) return configured;
    fail(`CHROME_PATH is set to ${configured}, but no file exists there.`);
  }
  if (existsSync(headlessShell)) return headlessShell;

  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await step("Update the package lists", "apt-get", ["update"], env);
    await step("Install Chromium", "apt-get", ["install", "-y", "chromium-headless-shell"], env);
    if (existsSync(headlessShell)) return headlessShell;
    fail(`apt-get installed chromium-headless-shell, but ${headlessShell} is still missing.`);
  }
  if (existsSync(debianChromium)) return debianChromium;
  fail(
    [
      "The browser tests need Chromium, and none was found.",
      "  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell (or chromium)",
      "  Elsewhere: install Chromium or Google Chrome and set CHROME_PATH to its executable,",
      "  e.g. CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium npm test",
    ].join("\n"),
  );
}

/** The HTML validity test runs the Nu HTML Checker, a Java program (npm vnu-jar). */
async function ensureJava(): Promise<void> {
  const found = spawnSync(process.env.JAVA ?? "java", ["-version"], { stdio: "ignore" });
  if (!found.error) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await step("Update the package lists", "apt-get", ["update"], env);
    await step("Install Java", "apt-get", ["install", "-y", "default-jre-headless"], env);
    return;
  }
  fail(
    [
      "The HTML validity test needs Java for the Nu HTML Checker, and none was found.",
      "  Debian/Ubuntu: sudo apt-get install -y default-jre-headless",
      "  Elsewhere: install a Java 11+ runtime and put java on the PATH (or set JAVA to it).",
    ].join("\n"),
  );
}

await step("Typecheck", "npm", ["run", "typecheck"]);
await step("Lint", "npm", ["run", "lint"]);
await step("Format", "npm", ["run", "--silent", "format:check"]);
// The cluster test runs `npm start`'s real entry point, which serves the built web app.
await step("Build", "npm", ["run", "build"]);
await step("Unit and API tests", "npx", ["vitest", "run"]);
const chromePath = await ensureChromium();
await ensureJava();
await step("Browser tests", "npm", ["run", "test:e2e"], {
  ...process.env,
  CHROME_PATH: chromePath,
  // As on CI, whether or not the caller says so: a fresh server of its own, no test.only, and
  // one retry for the timing assertions that share two cores with two browsers.
  CI: process.env.CI ?? "1",
});
console.log("\n✔ All checks passed.");
