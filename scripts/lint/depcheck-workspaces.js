// depcheck for every workspace: each package declares what its files import and nothing else.
// The root's devDependencies (vitest, @types/node, the lint tools, …) are hoisted tools every
// workspace uses, so they count as declared everywhere and as used when any workspace uses them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import depcheck from 'depcheck';

const root = path.resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspaces = rootPackage.workspaces;
const hoisted = new Set(Object.keys(rootPackage.devDependencies ?? {}));

/** Used where depcheck cannot see it; each with the reason. */
const ignores = {
  '.': [
    'depcheck', 'ts-unused-exports', // run by `npm run lint` as commands
    'typescript', 'typescript-eslint', '@eslint/js', 'globals', 'eslint-plugin-react-hooks', 'eslint',
    'fast-check', // property tests of the bounds branch
    '@types/pg', // types for pg, used by the packages that import pg
    'vite', // tsconfig.eslint.json names vite/client's types; vite is the front end's
    // bench/ is not a workspace: it runs from the root against the workspaces' own dependencies.
    'pg', '@regimen/*',
  ],
  frontend: ['tailwindcss'], // imported from styles.css
  // The password policy (auth branch) uses the common-password dictionary.
  'server-kit': ['@zxcvbn-ts/core', '@zxcvbn-ts/language-common'],
};

const options = (folder) => ({
  ignoreBinPackage: false,
  ignorePatterns: ['node_modules', 'dist', '.data', 'screenshots', 'results', ...(folder === '.' ? workspaces : [])],
  ignoreMatches: ignores[folder] ?? [],
  // `skipMissing` stays false: an import without a declaration is an error.
});

const problems = [];
const usedFromRoot = new Set();
for (const folder of ['.', ...workspaces]) {
  const result = await depcheck(path.join(root, folder), options(folder));
  const unused = [...result.dependencies, ...result.devDependencies].filter((name) => folder !== '.' || !hoisted.has(name));
  const missing = Object.keys(result.missing).filter((name) => {
    if (folder !== '.' && hoisted.has(name)) return usedFromRoot.add(name) && false;
    return true;
  });
  for (const name of unused) problems.push(`${folder}: '${name}' is declared but not imported`);
  for (const name of missing) problems.push(`${folder}: '${name}' is imported but not declared (${path.relative(root, result.missing[name][0])})`);
  if (folder === '.') for (const name of result.devDependencies) if (hoisted.has(name)) usedFromRoot.add(`?${name}`);
}
// A root devDependency nothing imports (the root's own files or any workspace's) is unused.
for (const name of hoisted) {
  if (usedFromRoot.has(`?${name}`) && !usedFromRoot.has(name)) problems.push(`.: '${name}' is declared but not imported`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
} else {
  console.log(`depcheck: ${workspaces.length + 1} packages, every dependency declared and used`);
}
