// The committed Database types must be what the generator makes from the migrations today.
// Independent of TEST_DB: the types are always generated on PGlite (deterministic).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateTypes, TYPES_FILE } from '../../scripts/gen-types.ts';

describe('generated database types', () => {
  it('packages/shared/src/database.types.ts matches supabase/migrations', async () => {
    const expected = await generateTypes();
    const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : '';
    if (committed !== expected) {
      const a = committed.split('\n');
      const b = expected.split('\n');
      let line = 0;
      while (line < Math.max(a.length, b.length) && a[line] === b[line]) line++;
      expect.fail(
        `packages/shared/src/database.types.ts is out of date with supabase/migrations: run pnpm gen:types\n` +
          `first difference at line ${line + 1}:\n  committed: ${a[line] ?? '<end of file>'}\n  generated: ${b[line] ?? '<end of file>'}`,
      );
    }
  }, 120_000);

  it('has the Supabase format: Tables/Views/Functions/Enums/CompositeTypes and the helper types', () => {
    const src = fs.readFileSync(TYPES_FILE, 'utf8');
    for (const s of ['export type Database =', 'Tables: {', 'Views: {', 'Functions: {', 'Enums: {', 'CompositeTypes: {',
      'export type Tables<', 'export type TablesInsert<', 'export type TablesUpdate<', 'export type Enums<', 'export const Constants']) {
      expect(src).toContain(s);
    }
  });
});
