// Placeholder: the storage surface is implemented in this folder.
import type { AppContext } from '../http/context.ts';
import { sendJson } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';

export function createStorageModule(_ctx: AppContext): ApiModule {
  return {
    async handle(_req, res) {
      sendJson(res, 501, { message: 'storage not implemented yet' });
    },
  };
}
