// How the browser benchmarks (bench:site, bench:room) count a page's bytes: which responses are
// scripts or stylesheets, the inline <script> (JavaScript only) and <style> blocks of an HTML
// document, and gzipped sizes (zlib's default level 6, as Vite's build report does).
import zlib from 'node:zlib';

export const gz = (b: Buffer | string) => zlib.gzipSync(b).length;

export function kindOf(contentType: string, resourceType: string, url: string): 'js' | 'css' | null {
  const ct = contentType.toLowerCase();
  if (/javascript|ecmascript/.test(ct)) return 'js';
  if (ct.includes('text/css')) return 'css';
  if (resourceType === 'script' || resourceType === 'Script') return 'js';
  if (resourceType === 'stylesheet' || resourceType === 'Stylesheet') return 'css';
  const p = url.split(/[?#]/)[0];
  if (/\.m?js$/.test(p)) return 'js';
  if (/\.css$/.test(p)) return 'css';
  return null;
}

const JS_SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

export function inlineBlocks(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1];
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = (/\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '').toLowerCase();
    if (!JS_SCRIPT_TYPES.has(type)) continue; // JSON-LD, import maps, templates: data, not code
    if (m[2].trim()) js.push(m[2]);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) if (m[1].trim()) css.push(m[1]);
  return { js, css };
}
