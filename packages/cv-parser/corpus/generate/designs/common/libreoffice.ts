import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/**
 * Converts documents to PDF in one LibreOffice run with its own profile (no clash with a desktop
 * soffice). `inputFilter` names the import filter ("HTML (StarWriter)": HTML laid out by Writer,
 * not Writer/Web).
 */
export function convertToPdf(files: string[], outDir: string, inputFilter?: string): void {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-lo-'));
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      ...(inputFilter ? [`--infilter=${inputFilter}`] : []),
      '--convert-to',
      'pdf:writer_pdf_Export',
      '--outdir',
      outDir,
      ...files,
    ],
    { stdio: 'pipe', timeout: 900_000 },
  );
  fs.rmSync(profile, { recursive: true, force: true });
}
