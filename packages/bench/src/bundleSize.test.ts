import { describe, expect, it } from 'vitest';
import { routeSizes, staticClosure, type Manifest } from './bundleSize.ts';

// A small Vite manifest: the entry imports react and the data layer; two lazy screens share a
// table chunk; the list's CSV export is a dynamic import (not loaded at once); a CSS file.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_data.js'], dynamicImports: ['src/List.tsx', 'src/Form.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_data.js': { file: 'assets/data.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'src/Layout.tsx': { file: 'assets/Layout.js', isDynamicEntry: true, imports: ['_react.js'] },
  'src/List.tsx': { file: 'assets/List.js', isDynamicEntry: true, imports: ['_table.js'], dynamicImports: ['src/csv.ts'] },
  'src/Form.tsx': { file: 'assets/Form.js', isDynamicEntry: true, imports: ['_table.js', '_forms.js'] },
  '_forms.js': { file: 'assets/forms.js' },
  'src/csv.ts': { file: 'assets/csv.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 1000, 'assets/react.js': 5000, 'assets/data.js': 2000, 'assets/table.js': 3000,
  'assets/Layout.js': 700, 'assets/List.js': 400, 'assets/Form.js': 600, 'assets/forms.js': 4000, 'assets/csv.js': 9000,
};
const sizeOf = (f: string) => sizes[f] ?? 0;

describe('routeSizes', () => {
  it('counts the shell (entry and its static imports) on every route, once', () => {
    const r = routeSizes(manifest, { '/login': [] }, sizeOf);
    expect(r.shell.sort()).toEqual(['assets/data.js', 'assets/index.js', 'assets/react.js']);
    expect(r.shellBytes).toBe(8000);
    expect(r.routes[0]).toMatchObject({ route: '/login', totalBytes: 8000 });
  });

  it('adds each route module and its static imports, not its dynamic imports nor CSS', () => {
    const r = routeSizes(manifest, { '/list': ['src/Layout.tsx', 'src/List.tsx'], '/form': ['src/Layout.tsx', 'src/Form.tsx'] }, sizeOf);
    const list = r.routes.find((x) => x.route === '/list')!;
    expect(list.files.sort()).toEqual(['assets/Layout.js', 'assets/List.js', 'assets/data.js', 'assets/index.js', 'assets/react.js', 'assets/table.js']);
    expect(list.totalBytes).toBe(8000 + 700 + 400 + 3000);
    expect(list.files).not.toContain('assets/csv.js');
    const form = r.routes.find((x) => x.route === '/form')!;
    expect(form.totalBytes).toBe(8000 + 700 + 600 + 3000 + 4000);
    // the heaviest chunks, largest first, with how many routes load them
    expect(r.heaviest[0]).toEqual({ file: 'assets/react.js', bytes: 5000, routes: 2 });
    expect(r.heaviest.find((h) => h.file === 'assets/forms.js')?.routes).toBe(1);
  });

  it('refuses a route module the build does not have', () => {
    expect(() => routeSizes(manifest, { '/x': ['src/Missing.tsx'] }, sizeOf)).toThrow(/not in the manifest: src\/Missing.tsx/);
  });

  it('follows import cycles without looping', () => {
    const cyclic: Manifest = { a: { file: 'a.js', isEntry: true, imports: ['b'] }, b: { file: 'b.js', imports: ['a'] } };
    expect([...staticClosure(cyclic, 'a')].sort()).toEqual(['a.js', 'b.js']);
  });
});
