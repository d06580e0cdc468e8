// Every Datagrid of the console passes bulkActionButtons (its own or false): react-admin's default
// bulk-delete button is left out of the build (stubs/ra-bulk-delete.ts renders nothing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [p] : [];
  });
}

describe('Datagrids', () => {
  it('all pass bulkActionButtons', () => {
    const tags = sources(SRC).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/<Datagrid\b[^>]*>/g)].map((m) => ({ file: path.relative(SRC, file), tag: m[0] })),
    );
    expect(tags.length).toBeGreaterThan(5);
    expect(tags.filter((t) => !/\bbulkActionButtons=/.test(t.tag))).toEqual([]);
  });
});
