// Writes src/route-tree.gen.ts without a full build, so `tsc -b` works on a fresh checkout
// (the file is git-ignored; `vite build` and `vite` regenerate it too).
import { Generator, getConfig } from '@tanstack/router-generator';

const root = new URL('..', import.meta.url).pathname;
const generator = new Generator({ config: getConfig({ target: 'react' }, root), root });
await generator.run();
