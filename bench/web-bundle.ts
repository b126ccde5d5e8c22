// web-bundle: gzipped JavaScript index.html loads initially, and the chats tab's lazy chunks.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { record, skip } from './lib/report.ts';
import { heading } from './lib/server.ts';
import { round } from './lib/stats.ts';

const NAME = 'web-bundle';
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
const LIMIT_KB = 150;
/** Source entries a signed-in user's chats screen loads lazily after the initial scripts. */
const CHATS_ENTRIES = ['src/app/Shell.tsx', 'src/features/chats/ChatsPanel.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** Gzipped size in bytes of a built file (zlib's default level, as servers commonly compress). */
function gzipped(file: string): number {
  return gzipSync(readFileSync(path.join(DIST, file))).byteLength;
}

/** The JavaScript files index.html loads before anything lazy: module scripts and modulepreloads. */
function initialScripts(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src !== undefined) files.add(src.replace(/^\//, ''));
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href !== undefined) files.add(href.replace(/^\//, ''));
  }
  return [...files];
}

/** Every file a manifest entry statically needs (itself and its imports, transitively). */
function closure(
  manifest: Record<string, ManifestChunk>,
  key: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

const kb = (bytes: number) => round(bytes / 1024, 1);

heading(NAME, 'gzipped initial JavaScript of the built web app');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--manifest'], {
  cwd: ROOT,
  encoding: 'utf8',
});
if (build.status !== 0) {
  const tail = `${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-8).join('\n');
  skip(NAME, `the web build failed (exit ${build.status}):\n${tail}`);
} else {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const initial = initialScripts(html);
  const sizes = initial.map((file) => ({ file, bytes: gzipped(file) }));
  const total = sizes.reduce((sum, item) => sum + item.bytes, 0);
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const lazy = new Set<string>();
  for (const entry of CHATS_ENTRIES) closure(manifest, entry, lazy);
  for (const file of initial) lazy.delete(file);
  const lazySizes = [...lazy].map((file) => ({ file, bytes: gzipped(file) }));
  const lazyTotal = lazySizes.reduce((sum, item) => sum + item.bytes, 0);
  const list = (items: { file: string; bytes: number }[]) =>
    items
      .sort((a, b) => b.bytes - a.bytes)
      .map((item) => `${path.basename(item.file)} ${kb(item.bytes)} KB`)
      .join(', ');
  record(
    NAME,
    [
      {
        label: 'initial JavaScript, gzipped',
        value: total / 1024,
        unit: 'KB',
        target: { op: '<=', value: LIMIT_KB },
        detail: `${initial.length} files: ${list(sizes)}`,
      },
    ],
    [
      `chats tab lazy chunks (Shell + ChatsPanel beyond the initial files): ${kb(lazyTotal)} KB gzipped in ${lazySizes.length} files: ${list(lazySizes)}`,
    ],
  );
}
