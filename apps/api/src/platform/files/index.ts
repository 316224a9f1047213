import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';

export { type FileBody, type FileStore, FileNotFoundError } from './file-store';

/**
 * The configured file store: S3 when STORAGE_URL is set, `${DATA_DIR}/files` otherwise. The AWS
 * SDK (~100 ms to load) is imported only for S3.
 */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (!config.STORAGE_URL) return createLocalFileStore(path.join(config.DATA_DIR, 'files'));
  const { createS3FileStore } = await import('./s3-file-store');
  return createS3FileStore({
    storageUrl: config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
