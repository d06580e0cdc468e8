// Pages rendered on request (/lawyers, /lawyer/<id>, the sitemap) are compressed here: the local
// server gzips the prerendered files it sends but passes the SSR handler's answer through as it is,
// and /lawyers with its first page of cards is ~115 KB of HTML (~25 KB gzipped), which on a phone's
// connection delays the first paint (issue 15). Prerendered pages are left alone (they are files).
import { defineMiddleware } from 'astro:middleware';

const COMPRESSIBLE = /^(text\/|application\/(xml|json|rss\+xml))/i;

export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  if (context.isPrerendered || !response.body || response.headers.has('content-encoding')) return response;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
  if (!/\bgzip\b/i.test(context.request.headers.get('accept-encoding') ?? '')) return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), { status: response.status, statusText: response.statusText, headers });
});
