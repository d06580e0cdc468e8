// Vite aliases that make parts of supabase-js load when first used (build-time helper of the
// console's and the lawyer portal's vite.config.ts): '@supabase/storage-js' → storage-lazy.ts
// (and '@supabase/realtime-js' → the app's realtime stand-in, where given), each stand-in reaching
// the real module through a private alias ('klegal-<name>-real') of the file supabase-js resolves;
// authJsExtras() leaves out the parts of auth-js the apps never call.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The ES module file of a package supabase-js depends on, as supabase-js resolves it. */
export function supabaseDependencyModule(appPackageJson: string, name: string): string {
  const fromApp = createRequire(appPackageJson);
  const fromSupabase = createRequire(fromApp.resolve('@supabase/supabase-js/package.json'));
  const pkg = fromSupabase.resolve(`${name}/package.json`);
  const { module } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { module: string };
  return path.join(path.dirname(pkg), module);
}

export function lazySupabaseAliases(appPackageJson: string, opts: { realtimeStub?: string } = {}): { find: RegExp; replacement: string }[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const aliases = [
    { find: /^@supabase\/storage-js$/, replacement: path.join(here, 'storage-lazy.ts') },
    { find: /^klegal-storage-js-real$/, replacement: supabaseDependencyModule(appPackageJson, '@supabase/storage-js') },
  ];
  if (opts.realtimeStub) {
    aliases.push(
      { find: /^@supabase\/realtime-js$/, replacement: opts.realtimeStub },
      { find: /^klegal-realtime-js-real$/, replacement: supabaseDependencyModule(appPackageJson, '@supabase/realtime-js') },
    );
  }
  return aliases;
}

/**
 * A Vite plugin: inside @supabase/auth-js, './lib/webauthn' and './lib/web3/ethereum' resolve to
 * auth-extras.ts (about 4 KB gzipped the apps never run).
 */
export function authJsExtras(): { name: string; enforce: 'pre'; resolveId(source: string, importer?: string): string | undefined } {
  const stub = path.join(path.dirname(fileURLToPath(import.meta.url)), 'auth-extras.ts');
  // (not './GoTrueAdminApi': signOut() calls the logout endpoint through it)
  const trimmed = new Set(['./lib/webauthn', './lib/web3/ethereum']);
  return {
    name: 'klegal-auth-js-extras',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]@supabase[\\/]auth-js[\\/]/.test(importer) && trimmed.has(source)) return stub;
      return undefined;
    },
  };
}
