import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each suite starts its own server; two cores, so keep the parallelism modest.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
