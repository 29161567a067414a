/**
 * The Nu HTML Checker (npm vnu-jar) on HTML files, in one Java run. It refuses to fetch from
 * localhost, so pages are saved to files first. Java comes from the machine (Debian:
 * default-jre-headless; `npm test` installs it when run as root).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

/** Every error the checker finds in the files (warnings left out). */
export function nuErrors(files: string[]): NuMessage[] {
  const java = process.env.JAVA ?? "java";
  const run = spawnSync(java, ["-jar", jar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `The Nu HTML Checker needs Java (${run.error.message}). Debian/Ubuntu: ` +
        "sudo apt-get install -y default-jre-headless; elsewhere install a Java 11+ runtime " +
        "and put java on the PATH (or set JAVA to its executable).",
    );
  }
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
  return messages.filter((m) => m.type === "error" || m.subType === "fatal");
}
