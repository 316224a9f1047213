import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../testing/fixtures';

/**
 * Sockets and fetch throw in every thread of this process (the preload runs in worker threads
 * too: they inherit `--import`), so the OCR path must find its engine and language data on disk.
 */
const NO_NETWORK = `
import net from 'node:net';
const refuse = () => { throw new Error('network disabled in this test'); };
net.Socket.prototype.connect = refuse;
net.connect = refuse;
net.createConnection = refuse;
globalThis.fetch = refuse;
`;

describe('OCR offline', () => {
  it('reads a scan with no network at all: engine and language data come from npm packages', () => {
    const script = `
      import fs from 'node:fs';
      import { parseCvPdf } from ${JSON.stringify(path.resolve(import.meta.dirname, '..', 'index.ts'))};
      const parsed = await parseCvPdf(new Uint8Array(fs.readFileSync(${JSON.stringify(
        path.join(FIXTURES_DIR, 'failures', 'scanned-no-text.pdf'),
      )})));
      console.log(JSON.stringify({ name: parsed.content.personal_info.name, ocr: parsed.stats.ocr }));
    `;
    // A file, not `-e`: worker threads inherit execArgv and refuse `--input-type`.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cv-parser-offline-'));
    const entry = path.join(dir, 'read-scan.mjs');
    fs.writeFileSync(entry, script);
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [
          '--import',
          `data:text/javascript,${encodeURIComponent(NO_NETWORK)}`,
          '--import',
          'tsx',
          entry,
        ],
        { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] },
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const last = output.trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(last)).toEqual({ name: 'Jane Scan', ocr: true });
  });
});
