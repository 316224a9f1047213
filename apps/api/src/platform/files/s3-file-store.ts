import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type FileBody, FileNotFoundError, type FileStore } from './file-store';

export interface S3FileStoreOptions {
  /** `s3://bucket` or `s3://bucket/prefix`. */
  storageUrl: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The scale-out adapter: any S3-compatible store (AWS S3, MinIO, Cloudflare R2). */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const url = new URL(options.storageUrl);
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (env, profile, instance role).
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    async put(key, body: FileBody, contentType) {
      // PutObject needs the length up front; a stream is collected first. Uploads reach here
      // already cut at their size limit, so this holds at most one limit's worth of bytes.
      const bytes = body instanceof Uint8Array ? body : await buffer(body);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
        }),
      );
    },

    async get(key) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return result.Body;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *keys() {
      const listPrefix = prefix ? `${prefix}/` : undefined;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: listPrefix, ContinuationToken }),
        );
        for (const { Key } of page.Contents ?? []) {
          if (Key) yield listPrefix ? Key.slice(listPrefix.length) : Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
