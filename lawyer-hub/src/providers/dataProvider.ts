// Refine data and live providers from @refinedev/supabase on the shared typed client. The
// supabase data provider has no `custom`; ours sends it to a database function (RPC), which is how
// every state- or money-changing action goes (booking status, coupon issue): `useCustomMutation({
// url: 'rpc-name', method: 'post', values: args })`.
import type { DataProvider } from '@refinedev/core';
import { dataProvider as supabaseDataProvider, liveProvider as supabaseLiveProvider } from '@refinedev/supabase';
import { koreanError } from '../domain/errors.ts';
import { supabase } from './supabase.ts';

const base = supabaseDataProvider(supabase as never);

/**
 * A failed call as the portal hands it on (issue 16): the error's own fields (code, hint, details:
 * screens map their hints first) with a Korean `message` (domain/errors.ts), the raw English text
 * kept as `rawMessage` and, for unknown errors, `detail` for the toggle. Refine's own error
 * notifications thus show Korean too.
 */
export function portalError(error: unknown): Record<string, unknown> {
  const e = (error && typeof error === 'object' ? error : { message: String(error) }) as Record<string, unknown>;
  const k = koreanError(error);
  const status = Number(e.statusCode ?? e.status) || Number.parseInt(String(e.code ?? ''), 10) || 400;
  return { ...e, message: k.message, rawMessage: e.message, detail: k.detail, kind: k.kind, statusCode: status };
}

type AnyFn = (...args: never[]) => Promise<unknown>;
const korean = <F extends AnyFn>(fn: F | undefined): F | undefined =>
  fn &&
  ((async (...args: Parameters<F>) => {
    try {
      return await fn(...args);
    } catch (e) {
      throw portalError(e);
    }
  }) as unknown as F);

export const dataProvider: DataProvider = {
  ...base,
  getList: korean(base.getList)!,
  getMany: korean(base.getMany),
  getOne: korean(base.getOne)!,
  create: korean(base.create)!,
  createMany: korean(base.createMany),
  update: korean(base.update)!,
  updateMany: korean(base.updateMany),
  deleteOne: korean(base.deleteOne)!,
  deleteMany: korean(base.deleteMany),
  getApiUrl: () => '',
  custom: async ({ url, payload }) => {
    const { data, error } = await supabase.rpc(url as never, (payload ?? {}) as never);
    if (error) return Promise.reject(portalError(error));
    return { data: data as never };
  },
};

export const liveProvider = supabaseLiveProvider(supabase as never);
