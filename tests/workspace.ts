// The workspace's packages, for the test runner (tests/run-all.ts): which ones have a script.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The workspace's package directories as pnpm-workspace.yaml lists them ("packages/*" expanded), so
 * that a new package's tests run without being added here by hand (packages/bench was missed so).
 */
export function workspaceDirs(): string[] {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+-[^\n]*\n?)+)/m.exec(yaml)?.[1] ?? '';
  const globs = [...block.matchAll(/^[ \t]+-\s*['"]?([^'"\n#]+?)['"]?\s*$/gm)].map((m) => m[1]!);
  return globs.flatMap((g) => {
    if (!g.endsWith('/*')) return [g];
    const parent = g.slice(0, -2);
    return fs.readdirSync(path.join(ROOT, parent), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${parent}/${e.name}`).sort();
  });
}

/** Workspace packages that have the script `name` (e.g. test:unit), in the workspace file's order. */
export function packagesWithScript(name: string): { dir: string; pkg: string }[] {
  const out: { dir: string; pkg: string }[] = [];
  for (const dir of workspaceDirs()) {
    const f = path.join(ROOT, dir, 'package.json');
    if (!fs.existsSync(f)) continue;
    const pkg = JSON.parse(fs.readFileSync(f, 'utf8')) as { name: string; scripts?: Record<string, string> };
    if (pkg.scripts?.[name]) out.push({ dir, pkg: pkg.name });
  }
  return out;
}
