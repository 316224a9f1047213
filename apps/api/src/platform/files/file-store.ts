import type { Readable } from 'node:stream';

/** What can be stored: a whole buffer, or a stream written as it arrives (never buffered). */
export type FileBody = Uint8Array | Readable;

/**
 * The file-store port (apps/api/src/platform/README.md): uploaded and rendered files by key. Keys are made by
 * the server (`cvs/<user id>/<uuid>.pdf`), never from user input.
 */
export interface FileStore {
  put(key: string, body: FileBody, contentType?: string): Promise<void>;
  /** The file's bytes as a stream; rejects with FileNotFoundError when absent. */
  get(key: string): Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key, in no particular order (backups: apps/api/src/modules/backup/backup.ts). */
  keys(): AsyncIterable<string>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored file under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Rejects keys that could climb out of the store (`..`, absolute paths, odd characters). */
export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) {
    throw new Error(`unsafe file-store key: ${key}`);
  }
}
