import { runCli } from "./cli-context.js";

await runCli(async ({ config }) => {
  console.log(`Database is up to date (${config.databaseUrl.split("://")[0]}).`);
});
