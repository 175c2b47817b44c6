import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['*/src/**/*.test.ts', '*/src/**/*.test.tsx', 'scripts/**/*.test.ts'],
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
      {
        test: {
          name: 'e2e',
          include: ['frontend/e2e/**/*.e2e.ts'],
          // Starts the app as the README says (npm start) once for all files; see the file.
          globalSetup: ['frontend/e2e/support/global-setup.ts'],
          // One browser at a time against the one app; after the other projects, so they do not compete for the cores.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // Generous for a loaded 2-core CI machine; tests wait on states, so a fast machine is not slowed.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // The files pass frontend/e2e/support/timeouts.ts explicitly; this covers a poll that forgets.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
