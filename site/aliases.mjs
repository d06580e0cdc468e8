// Module aliases shared by the Astro build and vitest.
// - '@shared/*' → packages/shared/src/* (new shared domain code, until the package exports it).
// - '@supabase-parts/auth' and '@supabase-parts/realtime': @supabase/auth-js and
//   @supabase/realtime-js, the two parts of supabase-js the public pages load on demand, imported
//   directly (they are dependencies of @supabase/supabase-js, not of the site) so a page that only
//   reads data never downloads the rest of the client. Own names, so supabase-js's internal
//   imports of those packages are untouched (types: src/types/supabase-parts.d.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = createRequire(import.meta.url);
const fromSupabaseJs = createRequire(here.resolve('@supabase/supabase-js/package.json'));
const esmEntry = (pkg) => {
  const dir = path.dirname(fromSupabaseJs.resolve(`${pkg}/package.json`));
  const { module: entry } = fromSupabaseJs(`${pkg}/package.json`);
  return path.join(dir, entry);
};

export const aliases = {
  '@shared': fileURLToPath(new URL('../packages/shared/src', import.meta.url)),
  '@supabase-parts/auth': esmEntry('@supabase/auth-js'),
  '@supabase-parts/realtime': esmEntry('@supabase/realtime-js'),
};
