// The rules here hold the architecture (docs/ARCHITECTURE.md, "Boundaries a tool checks") and the
// type-checked rules that catch real bugs; stylistic rules are left to review.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { builtinModules } from 'node:module';
import { frontendBoundaries } from './scripts/lint/frontend-boundaries.js';

const nodeBuiltins = [...builtinModules.filter((name) => !name.startsWith('_')), 'node:*'];

const backEndPackages = ['command-api', 'read-api', 'projections', 'event-store', 'server-kit', 'app'];

/** Which workspace packages each back-end package may import: dependencies point one way (docs/ARCHITECTURE.md). */
const allowedPackages = {
  'event-store': [],
  'server-kit': ['domain', 'event-store'],
  projections: ['domain', 'event-store', 'server-kit'],
  'command-api': ['domain', 'event-store', 'server-kit'],
  'read-api': ['domain', 'event-store', 'server-kit'],
};
const allPackages = ['domain', ...backEndPackages, 'frontend'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/**',
    '**/dist/**',
    '.data/**',
    'frontend/src/route-tree.gen.ts',
    'frontend/e2e/screenshots/**',
    'bench/results/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Unions are closed: a new event type, command or error code must be handled everywhere.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Native type stripping needs `import type` for imports used only as types.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // Off: async Fastify plugins and handlers without an await are the framework's idiom, not a bug.
      '@typescript-eslint/require-await': 'off',
      // Off: it flags every function taken from an interface written in method syntax, although
      // here those are closures that never use `this`; a real unbound method fails the tests at once.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // Tests assert on untyped values on purpose (expect.any, JSON bodies of answers).
    files: ['**/*.test.ts', '**/*.test.tsx', 'frontend/e2e/**', '**/src/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // TanStack Router's idiom: a route throws notFound() or redirect() to leave the page.
    files: ['frontend/src/routes/**'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // The runner rethrows errors it caught earlier, narrowed from `unknown` by a truthiness check.
    files: ['projections/src/runner.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    files: ['domain/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins
            .filter((name) => name !== 'node:*')
            .map((name) => ({ name, message: 'domain is pure: no Node built-ins (docs/CONVENTIONS.md).' })),
          patterns: [
            { group: ['node:*'], message: 'domain is pure: no Node built-ins (docs/CONVENTIONS.md).' },
            {
              group: ['fastify', 'fastify-*', '@fastify/*', 'pg', 'pg-*', 'slonik', 'slonik-*', 'react', 'react-*', 'react/*'],
              message: 'domain is pure: no fastify, pg, slonik or react (docs/CONVENTIONS.md).',
            },
            { group: ['@regimen/*'], message: 'domain is at the bottom: it imports no other package.' },
          ],
        },
      ],
    },
  },
  ...Object.entries(allowedPackages).map(([name, allowed]) => ({
    files: [`${name}/src/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: allPackages
                .filter((other) => other !== name && !allowed.includes(other))
                .flatMap((other) => [`@regimen/${other}`, `@regimen/${other}/*`]),
              message: `${name} may import only ${allowed.length > 0 ? allowed.map((other) => `@regimen/${other}`).join(', ') : 'no other workspace package'}: dependencies point one way.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, regimen: { rules: { 'frontend-boundaries': frontendBoundaries } } },
    rules: {
      'regimen/frontend-boundaries': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: backEndPackages.map((name) => `@regimen/${name}`).flatMap((name) => [name, `${name}/*`]),
              message: 'The front end imports only @regimen/domain from the back end.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
