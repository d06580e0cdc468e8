// Storage, loaded when first used (alias of @supabase/storage-js in the console's and the lawyer
// portal's vite.config.ts): supabase-js constructs a StorageClient in its constructor, which put
// storage-js and iceberg-js (~8 KB gzipped) on every page, log-in included. The apps only call
// `storage.from(bucket).<method>(...)`, all asynchronous, so `from()` returns a stand-in whose
// methods load the real client and call it. The real module is 'klegal-storage-js-real', an alias
// of storage-js's own file.
type RealModule = typeof import('klegal-storage-js-real');
type Args = ConstructorParameters<RealModule['StorageClient']>;

let loading: Promise<RealModule> | null = null;
const load = () => (loading ??= import('klegal-storage-js-real'));

/** The error class supabase-js re-exports (errors from the real client are its own class). */
export class StorageApiError extends Error {
  status: number;
  statusCode: string;
  constructor(message: string, status: number, statusCode: string) {
    super(message);
    this.name = 'StorageApiError';
    this.status = status;
    this.statusCode = statusCode;
  }
}

export class StorageClient {
  private args: Args;
  private real: Promise<InstanceType<RealModule['StorageClient']>> | null = null;
  constructor(...args: Args) {
    this.args = args;
  }
  private client() {
    return (this.real ??= load().then((m) => new m.StorageClient(...this.args)));
  }
  /** A bucket whose every method is asynchronous: it waits for the real client, then calls it. */
  from(bucket: string): Record<string, (...a: unknown[]) => Promise<unknown>> {
    return new Proxy({} as Record<string, (...a: unknown[]) => Promise<unknown>>, {
      get: (_, method: string) => async (...a: unknown[]) => {
        const api = (await this.client()).from(bucket) as unknown as Record<string, (...x: unknown[]) => unknown>;
        return api[method](...a);
      },
    });
  }
}
