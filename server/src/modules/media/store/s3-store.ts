/**
 * Media in an S3-compatible bucket. Credentials come from the standard AWS environment variables
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or any other source the AWS SDK reads). Writes go
 * up as multipart uploads, a part at a time, so a large file is never held whole in memory; an
 * object appears only once its upload completes.
 *
 * The AWS SDK is loaded on first use: a server that keeps its media on disk never loads it (about
 * 13 MB of memory in each process).
 */
import type { S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import mime from "mime-types";
import type { MediaStoreConfig } from "../../../config.js";
import { isSafeMediaKey, MediaNotFound, type MediaStore } from "./media-store.js";

type S3Config = Extract<MediaStoreConfig, { kind: "s3" }>;

/** The smallest part S3 accepts; two in flight bound an upload's memory to about 10 MB. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** A store that does not answer fails the request instead of holding it. */
const CONNECT_TIMEOUT_MS = 3_000;

// The pinned SDK supports Node 20; its notice about later releases is in the README, not each log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

let sdkLoaded: ReturnType<typeof importSdk> | undefined;
const importSdk = async () => {
  const [s3, storage, http] = await Promise.all([
    import("@aws-sdk/client-s3"),
    import("@aws-sdk/lib-storage"),
    import("@smithy/node-http-handler"),
  ]);
  return { ...s3, ...storage, ...http };
};
const sdk = () => (sdkLoaded ??= importSdk());

async function isMissing(error: unknown): Promise<boolean> {
  const { S3ServiceException } = await sdk();
  return (
    error instanceof S3ServiceException &&
    (error.name === "NotFound" ||
      error.name === "NoSuchKey" ||
      error.$metadata.httpStatusCode === 404)
  );
}

export async function createS3Client(config: S3Config): Promise<S3Client> {
  const { S3Client, NodeHttpHandler } = await sdk();
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // S3-compatible servers on one host name take the bucket in the path.
    forcePathStyle: config.endpoint !== undefined,
    maxAttempts: 2,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: Math.min(CONNECT_TIMEOUT_MS, config.timeoutMs),
      // Until the answer's headers (a part's upload included), then while its body is silent.
      requestTimeout: config.timeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: config.timeoutMs,
    }),
  });
}

export function createS3MediaStore(config: S3Config): MediaStore {
  const Bucket = config.bucket;
  // The SDK's functions and this store's client, made once on first use.
  let ready: Promise<Awaited<ReturnType<typeof sdk>> & { client: S3Client }> | undefined;
  const connected = () =>
    (ready ??= Promise.all([sdk(), createS3Client(config)]).then(([loaded, client]) => ({
      ...loaded,
      client,
    })));
  const checked = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return key;
  };

  return {
    kind: "s3",
    bucket: Bucket,
    async *list() {
      const { client, paginateListObjectsV2 } = await connected();
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
    async stat(key) {
      const { client, HeadObjectCommand } = await connected();
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          contentType: head.ContentType,
        };
      } catch (error) {
        if (await isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      const { client, GetObjectCommand } = await connected();
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (await isMissing(error)) throw new MediaNotFound(key);
        throw error;
      }
    },
    async write(key, body, contentType) {
      const { client, Upload } = await connected();
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: checked(key),
          Body: body,
          // Restores and copies give no type: the key's extension names it, as for local files.
          ContentType: contentType ?? (mime.lookup(key) || undefined),
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async remove(key) {
      const { client, DeleteObjectCommand } = await connected();
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async check() {
      const { client, HeadBucketCommand } = await connected();
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
