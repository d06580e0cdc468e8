// Runs inside Deno (not Node): one Edge Function's worker, started by ../deno.ts with the function's
// deno.json and Deno's permission flags. Like the edge runtime's user worker, it evaluates the
// function's module, which serves itself with `Deno.serve(handler)` (or `export default { fetch }`);
// the call is taken over here so that the handler answers on a loopback port the host chose
// (port 0: any free one), announced on stdout. A module that serves nothing fails to boot.
// The host maps what this answers to the gateway's contract (BOOT_ERROR, WORKER_ERROR, ...).
import { READY, WORKER_ERROR_HEADER } from './protocol.ts';

type Handler = (req: Request, info?: unknown) => Response | Promise<Response>;
interface DenoServe {
  serve(...args: unknown[]): unknown;
  args: string[];
  exit(code: number): never;
  stdin: { readable: ReadableStream<Uint8Array> };
}
const deno = (globalThis as unknown as { Deno: DenoServe }).Deno;
const realServe = deno.serve.bind(deno);

let handler: Handler | null = null;
const never = new Promise<void>(() => {});
// Deno.serve(handler) | Deno.serve(options, handler) | Deno.serve({ ...options, handler })
deno.serve = (...args: unknown[]) => {
  const fn = args.find((a) => typeof a === 'function') as Handler | undefined;
  const opts = args.find((a) => a && typeof a === 'object') as { handler?: Handler } | undefined;
  handler = fn ?? opts?.handler ?? null;
  return { finished: never, shutdown: async () => {}, ref() {}, unref() {}, addr: { transport: 'tcp', hostname: '0.0.0.0', port: 8000 } };
};
// The edge runtime's one global beyond Deno's: background work after the response.
(globalThis as unknown as { EdgeRuntime: unknown }).EdgeRuntime = {
  waitUntil(p: Promise<unknown>) { Promise.resolve(p).catch((e) => console.error(e)); },
};

// The host holds our stdin open: when it goes away (even killed), so does this worker.
(async () => {
  for await (const _ of deno.stdin.readable) { /* nothing is sent */ }
  deno.exit(0);
})();

const entry = deno.args[0];
const mod = await import(entry) as { default?: { fetch?: Handler } };
if (!handler && typeof mod.default?.fetch === 'function') {
  const target = mod.default;
  handler = (req, info) => target.fetch!(req, info);
}
if (!handler) {
  console.error(`${entry} serves no requests: call Deno.serve(handler) or export default { fetch }`);
  deno.exit(3);
}
const serve: Handler = handler!;
realServe({
  hostname: '127.0.0.1',
  port: 0,
  onListen({ port }: { port: number }) { console.log(`${READY}${port}`); },
  // an exception in the handler (or a non-Response) is the function's failure: the host answers WORKER_ERROR
  onError(e: unknown) {
    console.error(e);
    return new Response(null, { status: 500, headers: { [WORKER_ERROR_HEADER]: '1' } });
  },
}, async (req: Request, info: unknown) => {
  const res = await serve(req, info);
  if (!(res instanceof Response)) throw new TypeError('the function did not return a Response');
  return res;
});
