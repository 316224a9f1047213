import path from 'node:path';
import type { Config } from '../../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export { type FileBody, type FileStore, FileNotFoundError } from './file-store';

/** The configured file store: S3 when STORAGE_URL is set, `${DATA_DIR}/files` otherwise. */
export function createFileStore(config: Config): FileStore {
  if (!config.STORAGE_URL) return createLocalFileStore(path.join(config.DATA_DIR, 'files'));
  return createS3FileStore({
    storageUrl: config.STORAGE_URL,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
