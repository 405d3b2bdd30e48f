/**
 * The web app's import zones (issue 27 item 5): tools/eslint/web-zones.cjs, the blocks eslint.config.mjs
 * spreads over apps/web/src.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const zones = require(join(ROOT, 'tools/eslint/web-zones.cjs')) as {
  webZones: (root: string) => Linter.Config[];
  SRC: string;
};

const config: Linter.Config[] = [
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
  ...zones.webZones(ROOT),
];
const linter = new Linter({ configType: 'flat', cwd: ROOT });
/** Rule ids of the problems in `code`, linted as the file at `file` (under apps/web/src). */
const problems = (file: string, code: string) =>
  linter.verify(code, config, { filename: join(ROOT, zones.SRC, file) }).map((m) => m.ruleId ?? m.message);

describe('web import zones', () => {
  it('is the configuration eslint.config.mjs uses', () => {
    expect(readFileSync(join(ROOT, 'eslint.config.mjs'), 'utf8')).toMatch(/\.\.\.webZonesConfig\.webZones\(import\.meta\.dirname\)/);
  });

  it.each([
    ['features/wallet/components/x.tsx', "import { useUser } from '@/features/account/api/get-user';"],
    ['features/wallet/components/x.tsx', "export { useUser } from '@/features/account/api/get-user';"],
    ['features/wallet/components/x.tsx', "import type { Brand } from '@/features/brands-x/types';"],
    ['features/wallet/x.ts', "import { router } from '@/app/router';"],
    ['features/wallet/x.ts', "import { x } from '../account/x';"],
    ['components/ui/x.tsx', "import { useUser } from '@/features/account/api/get-user';"],
    ['components/layouts/x.tsx', "import { loginPath } from '@/app/require-auth';"],
    ['lib/x.ts', "import { x } from '@/features/wallet';"],
    ['app/routes/x.tsx', "import { x } from '../wap/x';"],
  ])('refuses in %s: %s', (file, code) => {
    expect(problems(file, code)).toEqual(['no-restricted-imports']);
  });

  it.each([
    ['features/wallet/x.tsx', "const A = lazy(() => import('@/features/account/components/a'));"],
    ['features/wallet/x.tsx', "void import('@/app/router');"],
    ['components/layouts/x.tsx', "const A = lazy(() => import('@/features/cart/components/cart-button'));"],
  ])('refuses the lazy import in %s: %s', (file, code) => {
    expect(problems(file, code)).toEqual(['no-restricted-syntax']);
  });

  it.each([
    ['features/wallet/components/x.tsx', "import { x } from '@/features/wallet/api/get-usdt';"],
    ['features/wallet/components/x.tsx', "import { Money } from '@/components/ui/money';"],
    ['features/wallet/components/x.tsx', "import { x } from './detail';"],
    ['features/wallet/x.tsx', "const A = lazy(() => import('@/features/wallet/components/a'));"],
    ['components/layouts/x.tsx', "import { session } from '@/lib/session';"],
    ['app/routes/x.tsx', "import { x } from '@/features/wallet/components/x';"],
    ['app/wap/x.tsx', "const A = lazy(() => import('@/features/cart/components/a'));"],
  ])('allows in %s: %s', (file, code) => {
    expect(problems(file, code)).toEqual([]);
  });

  it('no feature names another anywhere in its code (the rule has no exceptions left)', () => {
    const src = join(ROOT, zones.SRC, 'features');
    const used = new Set<string>();
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const from = relative(src, entry.parentPath).split(/[\\/]/)[0];
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
      for (const m of text.matchAll(/['"]@\/features\/([\w-]+)/g)) if (m[1] !== from) used.add(`${from} → ${m[1]}`);
    }
    expect([...used]).toEqual([]);
  });
});
