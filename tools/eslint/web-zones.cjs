/**
 * Import zones of the web app (bulletproof-react's project structure, issue 27 item 5):
 *
 *   components/, lib/  →  features/<name>/  →  app/
 *
 * Shared code (components/, lib/) imports neither a feature nor app/; a feature imports shared code and
 * itself, never another feature or app/; app/ (router, routes, layouts) composes features. Imports go
 * through the `@/` alias, so a parent-relative path cannot step around a zone.
 *
 * The zones are plain `no-restricted-imports` patterns (static imports and re-exports) plus a
 * `no-restricted-syntax` selector for `import()`, which `no-restricted-imports` does not see.
 * tools/eslint/web-zones.spec.ts lints wrong imports with these blocks.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so the jest spec loads it as is */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const SRC = 'apps/web/src';

const parentRelative = {
  regex: '^\\.\\./',
  message: 'Import through the @/ alias (apps/web/tsconfig.json paths), so the import zones hold.',
};
const toApp = { regex: '^@/app(/|$)', message: 'Only app/ composes: pass what you need in as props or move it to components/ or lib/.' };
const toFeatures = {
  regex: '^@/features(/|$)',
  message: 'Shared code (components/, lib/) imports no feature: move the piece here or lift the composition into app/.',
};

/** The dynamic-import twin of a pattern: esquery regexes cannot hold a slash, hence the dots. */
const dynamicImport = (source, message) => ({ selector: `ImportExpression > Literal[value=/${source}/]`, message });

/** ESLint flat-config blocks for the web app (apps/web/src), the features read from disk. */
function webZones(root) {
  const features = readdirSync(join(root, SRC, 'features'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const files = (dir) => [`${SRC}/${dir}/**/*.ts`, `${SRC}/${dir}/**/*.tsx`];
  return [
    {
      files: files('**'),
      rules: { 'no-restricted-imports': ['error', { patterns: [parentRelative] }] },
    },
    {
      files: [...files('components'), ...files('lib')],
      rules: {
        'no-restricted-imports': ['error', { patterns: [parentRelative, toApp, toFeatures] }],
        'no-restricted-syntax': ['error', dynamicImport('^@.(app|features)(?![\\w-])', toFeatures.message)],
      },
    },
    ...features.map((name) => {
      const allowed = name;
      const message = `A feature imports no other feature (features/${name}): move shared pieces to components/ or lib/, or compose in app/.`;
      return {
        files: files(`features/${name}`),
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [parentRelative, toApp, { regex: `^@/features/(?!(${allowed})(/|$))`, message }] },
          ],
          'no-restricted-syntax': [
            'error',
            dynamicImport('^@.app(?![\\w-])', toApp.message),
            dynamicImport(`^@.features.(?!(${allowed})(?![\\w-]))`, message),
          ],
        },
      };
    }),
  ];
}

module.exports = { webZones, SRC };
