// The console calls no Edge Functions; supabase-js imports functions-js only to create the
// client on first use of `supabase.functions`. Stand-in (alias in vite.config.ts).
export class FunctionsError extends Error {
  context: unknown;
  constructor(message: string, name = 'FunctionsError', context?: unknown) {
    super(message);
    this.name = name;
    this.context = context;
  }
}
export class FunctionsFetchError extends FunctionsError {}
export class FunctionsHttpError extends FunctionsError {}
export class FunctionsRelayError extends FunctionsError {}
export const FunctionRegion = { Any: 'any' } as const;
export class FunctionsClient {
  constructor(_url?: string, _options?: unknown) {}
  setAuth(_token: string): void {}
  invoke(): Promise<never> {
    return Promise.reject(new FunctionsError('Edge Functions are not used by the admin console'));
  }
}
