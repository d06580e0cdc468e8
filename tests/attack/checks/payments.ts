// Test-mode payments on a deployed instance (issue 28, item 3): pay_booking_test_mode marks a
// booking paid without money moving, so it must be off anywhere but a developer's machine. The
// migrations leave it off; `pnpm start` and the demo seed turn it on. The database says which ways
// to pay are on through payment_methods() (anyone may call it: the booking page asks it).
import { held, notHeld, skipped, type Check } from '../lib/context.ts';

const testMode: Check = {
  id: 'payments/test-mode',
  title: 'test-mode payments (a booking marked paid, no money) are off on a deployed instance',
  async run(ctx) {
    const host = new URL(ctx.opts.api).hostname;
    const r = await ctx.anon.rpc('payment_methods');
    if (r.error) return notHeld(`payment_methods() failed, so test mode cannot be shown to be off: ${r.status} ${r.error.code} ${r.error.message}`);
    const on = (r.data as { test_mode?: unknown } | null)?.test_mode;
    if (typeof on !== 'boolean') return notHeld(`payment_methods() gave no test_mode flag: ${JSON.stringify(r.data)}`);
    if (ctx.loopback) {
      return skipped(`local host (${host}): test-mode payments are ${on ? 'on, as `pnpm start` turns them on' : 'off'}; only a non-local host must have them off`);
    }
    if (on) return notHeld(`test-mode payments are ON at ${host}: any signed-in client can mark a booking paid (update private.app_settings set value = 'disabled' where key = 'payments.test_mode')`);
    return held(`test-mode payments are off at ${host} (payment_methods().test_mode = false)`);
  },
};

export const paymentChecks: Check[] = [testMode];
