/**
 * Arrows that point down (issue 27 item 4): outside `apps/api/src/modules/<m>/`, an import may name
 * `modules/<m>` (its index.ts) and nothing deeper; inside the module, relative imports are free. What
 * a module offers its neighbours is what its index exports. Sub-module entries and exceptions:
 * module-index.cjs.
 * Used by eslint.config.mjs as the `walls-index` plugin.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so jest's RuleTester loads it as is */
const path = require('node:path');
const map = require('./module-index.cjs');

const API = 'apps/api/';
const SRC = 'apps/api/src/';

/** The file's path from the repository root (`apps/api/...`), or null outside the API. */
function apiPath(filename) {
  const p = filename.split(path.sep).join('/');
  const i = p.lastIndexOf('/' + API);
  if (i >= 0) return p.slice(i + 1);
  return p.startsWith(API) ? p : null;
}

/** `modules/<m>/<rest>` that a relative specifier of `rel` names, or null when it names no module file. */
function moduleTarget(rel, spec) {
  if (!spec.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
  if (!target.startsWith(SRC + 'modules/')) return null;
  const m = /^modules\/([^/]+)(?:\/(.+?))?(?:\.[cm]?[jt]sx?)?\/?$/.exec(target.slice(SRC.length));
  if (!m) return null;
  return { module: m[1], rest: m[2] ?? '', path: target.slice(SRC.length).replace(/\.[cm]?[jt]sx?$/, '') };
}

function allowed(rel, target, data) {
  const path = target.path.replace(/\/index$/, '');
  if (data.entries.some((e) => e.path === path)) return true;
  return data.allow.some(
    (a) =>
      (a.file.endsWith('/') ? rel.startsWith(a.file) : rel === a.file) &&
      a.imports.some((i) => i === target.path || (i.endsWith('/*') && target.path.startsWith(i.slice(0, -1)))),
  );
}

/** The rule over a given map of entries and exceptions (the tests pass their own). */
const makeRule = (data) => ({
  meta: {
    type: 'problem',
    docs: { description: 'outside a module, import it through its index.ts only (tools/eslint/module-index.cjs)' },
    schema: [],
    messages: {
      deep: "`{{spec}}` reaches past modules/{{module}}/index.ts: import '{{index}}' and export what is needed from the module's index (tools/eslint/module-index.cjs).",
    },
  },
  create(context) {
    const rel = apiPath(context.filename ?? context.getFilename());
    if (!rel) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = moduleTarget(rel, source.value);
      if (!target || target.rest === '' || target.rest === 'index') return;
      if (rel.startsWith(`${SRC}modules/${target.module}/`)) return;
      if (allowed(rel, target, data)) return;
      const index = path.posix.relative(path.posix.dirname(rel), `${SRC}modules/${target.module}`);
      context.report({
        node: source,
        messageId: 'deep',
        data: { spec: source.value, module: target.module, index: index.startsWith('.') ? index : './' + index },
      });
    };
    const firstArg = (node) => (node.arguments[0]?.type === 'Literal' ? node.arguments[0] : null);
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
      TSImportType: (node) => check(node, node.argument?.literal ?? node.argument),
      CallExpression(node) {
        const c = node.callee;
        // require('…'), jest.mock('…') / jest.requireActual('…') name files as well.
        if (c.type === 'Identifier' && c.name === 'require') check(node, firstArg(node));
        else if (c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'jest') check(node, firstArg(node));
      },
    };
  },
});

/**
 * Demo code runs in demo mode only (issue 27 item 4): outside `apps/api/src/demo/`, only the start-up
 * roots that load it behind `MALL_SEED=demo` (or the seed CLI) import it, and tests. A module that
 * needs a demo value gets it through configuration (see demo/chain/demo-chain.ts withDemoChainKey).
 */
const DEMO = SRC + 'demo';
const DEMO_ROOTS = [SRC + 'main.ts', SRC + 'seed.ts', SRC + 'app.factory.ts'];
const isTest = (rel) => !rel.startsWith(SRC) || /\.(int-|e2e-)?spec\.ts$/.test(rel);

const demoModeOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'only the start-up roots (main.ts, seed.ts, app.factory.ts) and tests import apps/api/src/demo' },
    schema: [],
    messages: {
      demo: '`{{spec}}` is demo code: only main.ts, seed.ts and app.factory.ts load it (in demo mode); pass what a module needs in through configuration.',
    },
  },
  create(context) {
    const rel = apiPath(context.filename ?? context.getFilename());
    if (!rel || rel.startsWith(DEMO + '/') || DEMO_ROOTS.includes(rel) || isTest(rel)) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), source.value));
      if (target === DEMO || target.startsWith(DEMO + '/'))
        context.report({ node: source, messageId: 'demo', data: { spec: source.value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

module.exports = {
  meta: { name: 'mall-module-index' },
  rules: { 'module-index-only': makeRule(map), 'demo-mode-only': demoModeOnly },
  makeRule,
};
