import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** Escapes text for LaTeX (pdfLaTeX with T1 + UTF-8 input): the ten special characters. */
export function tex(text: string | undefined): string {
  if (!text) return '';
  return text.replace(/[\\&%$#_{}~^<>]/g, (c) => {
    switch (c) {
      case '\\':
        return '\\textbackslash{}';
      case '~':
        return '\\textasciitilde{}';
      case '^':
        return '\\textasciicircum{}';
      case '<':
        return '\\textless{}';
      case '>':
        return '\\textgreater{}';
      default:
        return '\\' + c;
    }
  });
}

/** A URL for \url / \href: only % and # need care inside hyperref arguments. */
export function texUrl(url: string): string {
  return url.replace(/[%#]/g, (c) => '\\' + c);
}

export type Engine = 'pdflatex' | 'xelatex';

/**
 * Compiles a .tex source in a temporary folder and returns the PDF path. The .tex is also kept
 * next to the output (`keepTexAs`) so a design can be inspected and re-run by hand.
 * SOURCE_DATE_EPOCH keeps re-runs byte-identical.
 */
export function compile(
  source: string,
  opts: { engine?: Engine; runs?: number; keepTexAs?: string } = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cvforge-tex-'));
  const file = path.join(dir, 'cv.tex');
  fs.writeFileSync(file, source);
  if (opts.keepTexAs) {
    fs.mkdirSync(path.dirname(opts.keepTexAs), { recursive: true });
    fs.writeFileSync(opts.keepTexAs, source);
  }
  const engine = opts.engine ?? 'pdflatex';
  for (let i = 0; i < (opts.runs ?? 1); i++) {
    try {
      execFileSync(engine, ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], {
        cwd: dir,
        stdio: 'pipe',
        env: { ...process.env, SOURCE_DATE_EPOCH: '1735689600', FORCE_SOURCE_DATE: '1' },
      });
    } catch {
      const log = fs.existsSync(path.join(dir, 'cv.log'))
        ? fs.readFileSync(path.join(dir, 'cv.log'), 'utf8')
        : '';
      const err = log.split('\n').findIndex((l) => l.startsWith('!'));
      throw new Error(
        `${engine} failed in ${dir}:\n${log
          .split('\n')
          .slice(err, err + 8)
          .join('\n')}`,
      );
    }
  }
  return path.join(dir, 'cv.pdf');
}
