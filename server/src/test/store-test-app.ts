/** Test apps on each engine with each media store: the local folder, or a bucket of its own. */
import type { Engine } from "../db/database.js";
import { startTestS3 } from "./s3-server.js";
import { createTestApp, testEngines, type TestApp } from "./test-app.js";

export type StoreKind = "local" | "s3";

/** Every engine with both stores, for describe.each. */
export const engineStoreSetups = testEngines.flatMap((engine) => [
  [engine, "local"] as const,
  [engine, "s3"] as const,
]);

/** A test app on that store; closing it stops its S3 server too. */
export async function createStoreTestApp(
  engine: Engine,
  store: StoreKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const s3 = store === "s3" ? await startTestS3() : undefined;
  const t = await createTestApp(engine, { ...s3?.env, ...env });
  return {
    ...t,
    async close() {
      await t.close();
      await s3?.close();
    },
  };
}
