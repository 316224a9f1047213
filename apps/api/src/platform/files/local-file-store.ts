import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileBody, FileNotFoundError, type FileStore } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The embedded default: files under one directory (`${DATA_DIR}/files`). */
export function createLocalFileStore(rootDir: string): FileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(rootDir, key);
  };

  return {
    async put(key, body: FileBody) {
      const target = pathOf(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file and an
      // aborted upload leaves nothing under the key.
      const staging = `${target}.${crypto.randomUUID()}.part`;
      try {
        const source = body instanceof Uint8Array ? Readable.from([body]) : body;
        await pipeline(source, fs.createWriteStream(staging));
        await fsp.rename(staging, target);
      } catch (error) {
        await fsp.rm(staging, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      await fsp.rm(pathOf(key), { force: true });
    },

    async exists(key) {
      try {
        return (await fsp.stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *keys() {
      const entries = await fsp
        .readdir(rootDir, { recursive: true, withFileTypes: true })
        .catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
      for (const entry of entries) {
        // A `.part` file is an upload still being written (see put).
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        yield path
          .relative(rootDir, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
      }
    },
  };
}
