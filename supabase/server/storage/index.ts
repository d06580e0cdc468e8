// /storage/v1: a Supabase Storage-compatible API over the local database and a directory.
// Objects' rows live in storage.objects (checked by RLS as the caller), their bytes under
// cfg.storageDir (see disk.ts). Errors follow storage's shape (see errors.ts).
import type { AppContext } from '../http/context.ts';
import { sendJson } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';
import { Disk } from './disk.ts';
import { sendError, toStorageError } from './errors.ts';
import { handleBucket } from './buckets.ts';
import { handleObject, handleRender } from './objects.ts';
import { makeCall, type StorageCtx } from './shared.ts';

export function createStorageModule(app: AppContext): ApiModule {
  const ctx: StorageCtx = { ...app, disk: new Disk(app.cfg.storageDir) };

  return {
    async ready() {
      await ctx.disk.init();
    },

    async handle(req, res, url, path) {
      const call = makeCall(ctx, req, res, url, path);
      const [, area, ...segs] = path.split('/');
      try {
        let handled = false;
        if (area === 'object') handled = await handleObject(ctx, call, segs);
        else if (area === 'bucket') handled = await handleBucket(ctx, call, segs);
        else if (area === 'render') handled = await handleRender(ctx, call, segs);
        else if (area === 'status' && req.method === 'GET' && segs.length === 0) {
          res.statusCode = 200;
          res.end();
          handled = true;
        }
        if (!handled) {
          // Fastify's default not-found answer (a real 404).
          sendJson(res, 404, { message: `Route ${req.method}:/storage/v1${path} not found`, error: 'Not Found', statusCode: 404 });
        }
      } catch (e) {
        const err = toStorageError(e);
        if (err.status >= 500) console.error('[supabase-local] storage error', req.method, url.pathname, e);
        sendError(res, err, req.method === 'HEAD');
      } finally {
        // Whatever we did not read of the body (early errors) is drained, never left hanging.
        if (!req.readableEnded) req.resume();
      }
    },
  };
}
