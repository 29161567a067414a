import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-cli-"));
const script = path.resolve(import.meta.dirname, "staff.ts");

async function staff(args: string[], input?: string) {
  const child = run(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("npm run staff", () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("adds, lists, resets and removes staff accounts", async () => {
    const added = await staff(["add", "historian@example.org", "--name", "Ada Historian"]);
    expect(added.stdout).toMatch(/Added historian@example\.org\.\nPassword \(shown once\): \S{16}/);
    expect((await staff(["list"])).stdout).toMatch(/historian@example\.org\tAda Historian/);
    const reset = await staff(
      ["reset-password", "historian@example.org", "--password-stdin"],
      "a new long password\n",
    );
    expect(reset.stdout).toContain("New password set for historian@example.org");
    expect(reset.stdout).not.toContain("shown once");
    expect((await staff(["remove", "historian@example.org"])).code).toBe(0);
    expect((await staff(["list"])).stdout).toContain("No staff accounts.");
  }, 60_000);

  it("explains what went wrong, without a stack trace", async () => {
    const short = await staff(["add", "a@example.org", "--password-stdin"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("password: Use at least 10 characters");
    expect(short.stderr).not.toMatch(/\n\s+at /);
    const missing = await staff(["remove", "nobody@example.org"]);
    expect(missing.stderr.trim()).toBe("Staff account not found");
    expect((await staff([])).code).toBe(2);
  }, 60_000);

  it("refuses an e-mail sign-in would refuse and a name that is not one line, adding no one", async () => {
    const password = "a long enough password\n";
    const email = await staff(["add", "not-an-email", "--password-stdin"], password);
    expect(email.code).toBe(1);
    expect(email.stderr).toContain("email: Enter a valid e-mail address");
    const name = ["add", "ada@example.org", "--name", "Ada\u001b[31m", "--password-stdin"];
    const named = await staff(name, password);
    expect(named.code).toBe(1);
    expect(named.stderr).toContain("name: Contains a line break or another control character");
    expect((await staff(["list"])).stdout).toContain("No staff accounts.");
  }, 60_000);
});
