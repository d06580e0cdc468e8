// The e2e server with a translation engine: a tiny local server speaking the LibreTranslate API
// (POST /translate {q, source, target} → {translatedText: '[source→target] q'}) is started on a
// free port in this process, TRANSLATE_PROVIDER/LIBRETRANSLATE_URL point the room-message Edge
// Function at it (unless the environment sets them), then `pnpm start` runs as usual. Nothing
// leaves the machine. Used by playwright.config.ts (the consultation room's spec reads the lines).
import http from 'node:http';

const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => { raw += c.toString('utf8'); });
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    if (req.method !== 'POST' || req.url !== '/translate') {
      res.statusCode = 404;
      res.end('{"error":"Not Found"}');
      return;
    }
    try {
      const body = JSON.parse(raw || '{}') as { q?: string; source?: string; target?: string };
      res.end(JSON.stringify({ translatedText: `[${body.source}→${body.target}] ${body.q}` }));
    } catch {
      res.statusCode = 400;
      res.end('{"error":"Invalid request"}');
    }
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
server.unref();
const { port } = server.address() as { port: number };
process.env.TRANSLATE_PROVIDER ??= 'libretranslate';
process.env.LIBRETRANSLATE_URL ??= `http://127.0.0.1:${port}`;
console.log(`[e2e] LibreTranslate-speaking test server at ${process.env.LIBRETRANSLATE_URL}`);
await import('../../../supabase/scripts/start.ts');
