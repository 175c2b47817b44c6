// ESLint rule for the front end's folder boundaries, which `no-restricted-imports` cannot express
// for relative paths (whether `../../x/y` leaves a feature depends on the importing file's depth).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const frontend = path.join(root, 'frontend');
const features = path.join(frontend, 'src', 'features');

/** The feature folder a file lies in, or null. */
function featureOf(file) {
  const relative = path.relative(features, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function isInside(folder, file) {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** @type {import('eslint').Rule.RuleModule} */
export const frontendBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'features do not import each other; shared code (components/, lib/) imports no feature; the front end stays inside frontend/' },
    messages: {
      crossFeature: "features/{{from}} may not import features/{{to}}: move what both need to components/ or lib/.",
      sharedImportsFeature: '{{folder}}/ is shared code and may not import features/{{to}}.',
      leavesFrontend: 'The front end imports the back end only through @regimen/domain, never by a relative path.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    const shared = ['components', 'lib'].find((folder) => isInside(path.join(frontend, 'src', folder), file));
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      if (!isInside(frontend, target)) {
        context.report({ node: node.source, messageId: 'leavesFrontend' });
        return;
      }
      const to = featureOf(target);
      if (to === null) return;
      if (from !== null && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
      if (shared !== undefined) context.report({ node: node.source, messageId: 'sharedImportsFeature', data: { folder: shared, to } });
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
