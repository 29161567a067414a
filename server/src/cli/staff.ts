/** npm run staff -- list | add <email> [--name "Full Name"] [--password-stdin] | reset-password <email> [--password-stdin] | remove <email> */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { runCli } from "./cli-context.js";

const USAGE = `Usage:
  npm run staff -- list
  npm run staff -- add <email> [--name "Full Name"] [--password-stdin]
  npm run staff -- reset-password <email> [--password-stdin]
  npm run staff -- remove <email>
Without --password-stdin a strong password is generated and printed once.`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: "string" }, "password-stdin": { type: "boolean" } },
});
const [command, email] = positionals;

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (values["password-stdin"]) return { password: await readStdin(), generated: false };
  return { password: randomBytes(12).toString("base64url"), generated: true };
}

const needsEmail = command === "add" || command === "reset-password" || command === "remove";
if (
  !command ||
  (needsEmail && !email) ||
  !["list", "add", "reset-password", "remove"].includes(command)
) {
  console.error(USAGE);
  process.exit(2);
}

await runCli(async ({ services: { auth } }) => {
  if (command === "list") {
    const accounts = await auth.listAccounts();
    if (accounts.length === 0) console.log("No staff accounts.");
    for (const a of accounts)
      console.log(`${a.email}\t${a.name}\tsince ${a.created_at.slice(0, 10)}`);
    return;
  }
  if (command === "remove") {
    await auth.removeAccount(email!);
    console.log(`Removed ${email} and signed it out everywhere.`);
    return;
  }
  const { password, generated } = await choosePassword();
  if (command === "add") await auth.createAccount(email!, password, values.name);
  else await auth.resetPassword(email!, password);
  console.log(
    command === "add"
      ? `Added ${email}.`
      : `New password set for ${email}; its sessions were signed out.`,
  );
  if (generated) console.log(`Password (shown once): ${password}`);
});
