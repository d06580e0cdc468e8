// Refine data and live providers from @refinedev/supabase on the shared typed client. The
// supabase data provider has no `custom`; ours sends it to a database function (RPC), which is how
// every state- or money-changing action goes (booking status, coupon issue): `useCustomMutation({
// url: 'rpc-name', method: 'post', values: args })`.
import type { DataProvider } from '@refinedev/core';
import { dataProvider as supabaseDataProvider, liveProvider as supabaseLiveProvider } from '@refinedev/supabase';
import { supabase } from './supabase.ts';

const base = supabaseDataProvider(supabase as never);

export const dataProvider: DataProvider = {
  ...base,
  getApiUrl: () => '',
  custom: async ({ url, payload }) => {
    const { data, error } = await supabase.rpc(url as never, (payload ?? {}) as never);
    if (error) {
      return Promise.reject({ ...error, message: error.message, statusCode: Number.parseInt(error.code, 10) || 400 });
    }
    return { data: data as never };
  },
};

export const liveProvider = supabaseLiveProvider(supabase as never);
