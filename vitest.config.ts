import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'frontend/e2e/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['*/src/**/*.int.test.ts'],
          globalSetup: ['event-store/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
