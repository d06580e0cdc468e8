import { describe, expect, test } from 'vitest';
import { Worker, type WorkerTask } from './worker.ts';

/** A task that hands out `items` one batch at a time, failing on the rounds listed in `failOn`. */
function queue(name: string, batches: number[], failOn: number[] = []): WorkerTask & { rounds: number; closed: boolean } {
  const t = {
    name,
    rounds: 0,
    closed: false,
    async runOnce() {
      t.rounds += 1;
      if (failOn.includes(t.rounds)) throw new Error(`${name} round ${t.rounds} failed`);
      return batches.shift() ?? 0;
    },
    close() { t.closed = true; },
  };
  return t;
}

describe('Worker', () => {
  test('a round runs every task; a failing task is logged and does not stop the others', async () => {
    const a = queue('a', [2], [1]);
    const b = queue('b', [3]);
    const logged: string[] = [];
    const w = new Worker([a, b], { log: (m) => logged.push(m) });
    expect(await w.runOnce()).toEqual({ a: 0, b: 3 });
    expect(logged).toEqual(['a failed; retrying on the next round']);
    expect(await w.runOnce()).toEqual({ a: 2, b: 0 });
  });

  test('drain() rounds until every queue is empty', async () => {
    const a = queue('a', [5, 5, 1]);
    const b = queue('b', [1]);
    const w = new Worker([a, b], { log: () => {} });
    await w.drain();
    expect(a.rounds).toBe(4);
    expect(b.rounds).toBe(4);
  });

  test('start() drains busy queues back to back, polls idle ones, and stop() ends the loop and closes the tasks', async () => {
    const a = queue('a', [1, 1, 1]);
    const w = new Worker([a], { idleMs: 20, log: () => {} });
    w.start();
    // three busy rounds back to back, then idle polls every 20 ms: it keeps looking
    const t0 = Date.now();
    while (a.rounds < 6 && Date.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 5));
    expect(a.rounds).toBeGreaterThanOrEqual(6);
    await w.stop();
    const after = a.rounds;
    await new Promise((r) => setTimeout(r, 50));
    expect(a.rounds).toBe(after);
    expect(a.closed).toBe(true);
  });
});
