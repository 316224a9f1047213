import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError } from './file-store';
import { createLocalFileStore } from './local-file-store';

describe('local file store', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-files-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores bytes and streams, reads them back, and deletes them', async () => {
    const store = createLocalFileStore(root);
    await store.put('cvs/u1/a.pdf', Buffer.from('%PDF-bytes'));
    await store.put('cvs/u1/b.pdf', Readable.from([Buffer.from('%PDF-'), Buffer.from('stream')]));
    expect(String(await buffer(await store.get('cvs/u1/a.pdf')))).toBe('%PDF-bytes');
    expect(String(await buffer(await store.get('cvs/u1/b.pdf')))).toBe('%PDF-stream');
    expect(await store.exists('cvs/u1/a.pdf')).toBe(true);
    await store.delete('cvs/u1/a.pdf');
    await store.delete('cvs/u1/a.pdf'); // deleting twice is fine
    expect(await store.exists('cvs/u1/a.pdf')).toBe(false);
    await expect(store.get('cvs/u1/a.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves nothing behind when the incoming stream fails', async () => {
    const store = createLocalFileStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('%PDF-partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('cvs/u1/c.pdf', failing)).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(root, 'cvs/u1'))).toEqual([]);
  });

  it('refuses keys that could leave its directory', async () => {
    const store = createLocalFileStore(root);
    for (const key of ['../x.pdf', '/etc/passwd', 'cvs/../../x', 'cvs//x', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('unsafe file-store key');
    }
  });

  it('lists every stored key, not an upload still being written', async () => {
    const store = createLocalFileStore(path.join(root, 'files'));
    const none: string[] = [];
    for await (const key of store.keys()) none.push(key);
    expect(none).toEqual([]); // the directory does not exist yet
    await store.put('cvs/u1/a.pdf', Buffer.from('a'));
    await store.put('cvs/u2/b.pdf', Buffer.from('b'));
    fs.writeFileSync(path.join(root, 'files/cvs/u2/c.pdf.1234.part'), 'half');
    const keys: string[] = [];
    for await (const key of store.keys()) keys.push(key);
    expect(keys.sort()).toEqual(['cvs/u1/a.pdf', 'cvs/u2/b.pdf']);
  });
});
