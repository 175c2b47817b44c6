import { RuleTester } from 'eslint';
import path from 'node:path';
import { describe, it } from 'vitest';
// @ts-expect-error -- a plain JavaScript module (the ESLint config imports it), without types.
import { frontendBoundaries } from './frontend-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, 'frontend/src', file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('frontend-boundaries', frontendBoundaries, {
  valid: [
    { filename: at('features/supplements/components/a.tsx'), code: "import { b } from './b.tsx';" },
    { filename: at('features/supplements/components/a.tsx'), code: "import { m } from '../model/m.ts';" },
    { filename: at('features/supplements/components/a.tsx'), code: "import { Field } from '../../../components/ui/field.tsx';" },
    { filename: at('features/supplements/components/a.tsx'), code: "import { cn } from '../../../lib/cn.ts';" },
    { filename: at('routes/index.tsx'), code: "import { x } from '../features/dashboard/api/get-dashboard-stats.ts';" },
    { filename: at('features/supplements/a.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('features/supplements/components/a.tsx'),
      code: "import { statsCards } from '../../dashboard/model/stats-cards.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('features/intake/a.ts'),
      code: "export { x } from '../supplements/api/get-supplements.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('features/intake/a.ts'),
      code: "const page = () => import('../landing/components/landing-page.tsx');",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('components/ui/a.tsx'),
      code: "import { x } from '../../features/supplements/model/m.ts';",
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('lib/a.ts'),
      code: "import { x } from '../../../server-kit/src/http.ts';",
      errors: [{ messageId: 'leavesFrontend' }],
    },
  ],
});
