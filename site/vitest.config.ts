import { aliases } from './aliases.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
