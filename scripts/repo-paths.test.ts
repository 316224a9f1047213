import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path a comment or a document names must exist, so a reader who follows one
 * finds the file (comments once cited documents outside the repository).
 *
 * Scanned: the comments of source files (TypeScript and JavaScript), and the code spans, code
 * blocks and link targets of every README.md and of the Markdown under docs/. A path with a
 * folder is checked when it starts with a top-level folder (apps, docs …), ends in a file
 * extension or in a slash: it must exist under the citing file's folder or one of its parents
 * (`./` and `../` paths: under the citing file's folder only). A `*` in the last part matches
 * any file name in that folder. Build outputs and runtime data (a `dist` or `data` part) are
 * not in the repository and are not checked.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOP_LEVEL = ['apps', 'packages', 'docs', 'e2e', 'bench', 'scripts'];
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'coverage',
  'playwright-report',
  'test-results',
  'results',
  '.git',
  // Generated third-party documents and their sources: not our prose.
  'documents',
]);
const GENERATED = new Set(['dist', 'data', 'node_modules']);
// Markdown: `code`, fenced blocks and ](link targets); prose slashes ("and/or") are not paths.
const MARKDOWN_CODE = /```[\s\S]*?```|`[^`\n]+`|\]\([^)\s]+\)/g;
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSION = /\.(ts|tsx|mts|js|mjs|json|md|sql|html|css|yml|yaml|txt|pdf|ttf|woff2)$/;
// A run of path characters with at least one `/`, not part of a URL, a package name or a route.
const CANDIDATE = /(?<![\w@:/.\-*$])(?:\.{1,2}\/)?[\w.*-]+(?:\/[\w.*-]+)+\/?/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function commentsOf(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

function exists(candidate: string): boolean {
  const parts = candidate.replace(/\/$/, '').split('/');
  const last = parts.pop() ?? '';
  const dir = parts.join('/');
  if (!last.includes('*')) return fs.existsSync(candidate.replace(/\/$/, ''));
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return false;
  const pattern = new RegExp(
    `^${last.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
  );
  return fs.readdirSync(dir).some((name) => pattern.test(name));
}

/** Undefined when the path is found (or is not a repository path), else the dead path. */
function deadPath(file: string, candidate: string): string | undefined {
  const trimmed = candidate.replace(/[.,;:]+$/, '');
  const parts = trimmed.split('/');
  if (parts.some((part) => GENERATED.has(part))) return undefined;
  const dir = path.dirname(file);
  if (trimmed.startsWith('./') || trimmed.startsWith('../')) {
    return exists(path.join(dir, trimmed)) ? undefined : trimmed;
  }
  const checked =
    TOP_LEVEL.includes(parts[0] ?? '') || EXTENSION.test(trimmed) || trimmed.endsWith('/');
  if (!checked) return undefined;
  for (let base = dir; base.startsWith(ROOT); base = path.dirname(base)) {
    if (exists(path.join(base, trimmed))) return undefined;
  }
  return trimmed;
}

function citedTexts(): { file: string; texts: string[] }[] {
  return walk(ROOT).flatMap((file) => {
    const relative = path.relative(ROOT, file);
    if (SOURCE.test(file) && !file.endsWith('.d.ts')) {
      return [{ file, texts: commentsOf(file, fs.readFileSync(file, 'utf8')) }];
    }
    if (
      path.basename(file) === 'README.md' ||
      (relative.startsWith('docs/') && file.endsWith('.md'))
    ) {
      return [{ file, texts: fs.readFileSync(file, 'utf8').match(MARKDOWN_CODE) ?? [] }];
    }
    return [];
  });
}

describe('repository paths cited in comments and documents', () => {
  it('all exist', () => {
    const dead = citedTexts().flatMap(({ file, texts }) =>
      texts.flatMap((text) =>
        [...text.matchAll(CANDIDATE)].flatMap(([candidate]) => {
          const missing = deadPath(file, candidate);
          return missing ? [`${path.relative(ROOT, file)}: ${missing}`] : [];
        }),
      ),
    );
    expect(dead).toEqual([]);
    // Parsing every source file takes a few seconds, more on a busy machine.
  }, 60_000);
});
