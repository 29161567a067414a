/**
 * A real S3-compatible server on loopback for tests: s3rver (npm), which keeps its objects in a
 * temporary folder. It speaks the S3 REST API the AWS SDK uses, multipart uploads and ranges
 * included, and installs from the npm registry with nothing downloaded at run time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { createS3Client } from "../modules/media/store/s3-store.js";

/** s3rver's fixed credentials; the app reads them from the standard AWS variables. */
const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

export interface TestS3 {
  /** MEDIA_STORE=s3 and its settings, for loadConfig or a child process's environment. */
  env: Record<string, string>;
  /** Another empty bucket on the same server. */
  createBucket(name: string): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = "tours-media"): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "tours-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  // In-process stores read the credentials from this process's environment, as in production.
  Object.assign(process.env, CREDENTIALS);
  return {
    env: {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      ...CREDENTIALS,
    },
    async createBucket(name) {
      const endpoint = `http://127.0.0.1:${port}`;
      const client = await createS3Client({
        kind: "s3",
        endpoint,
        bucket: name,
        region: "us-east-1",
        publicUrl: undefined,
        timeoutMs: 5_000,
      });
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
