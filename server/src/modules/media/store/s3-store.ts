/**
 * Media in an S3-compatible bucket. Credentials come from the standard AWS environment variables
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or any other source the AWS SDK reads). Writes go
 * up as multipart uploads, a part at a time, so a large file is never held whole in memory; an
 * object appears only once its upload completes.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { NodeHttpHandler } from "@smithy/node-http-handler";
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

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NotFound" ||
    error.name === "NoSuchKey" ||
    error.$metadata.httpStatusCode === 404);

// The pinned SDK supports Node 20; its notice about later releases is in the README, not each log.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export function createS3Client(config: S3Config): S3Client {
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

export function createS3MediaStore(config: S3Config, client = createS3Client(config)): MediaStore {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isSafeMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return key;
  };

  return {
    kind: "s3",
    bucket: Bucket,
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          contentType: head.ContentType,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async read(key, range) {
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
        if (isMissing(error)) throw new MediaNotFound(key);
        throw error;
      }
    },
    async write(key, body, contentType) {
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
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
