/**
 * Arrows that point down (issue 27 item 4): the lint rule `walls-index/module-index-only`
 * (tools/eslint/module-index-rule.cjs) and its exceptions (tools/eslint/module-index.cjs).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

const ROOT = join(__dirname, '../../../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require(join(ROOT, 'tools/eslint/module-index-rule.cjs'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const map = require(join(ROOT, 'tools/eslint/module-index.cjs')) as {
  entries: { path: string; why: string }[];
  allow: { file: string; imports: string[]; why: string }[];
};

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => `/repo/apps/api/src/${file}`;
const strict = plugin.makeRule({ entries: [{ path: 'modules/seller/counters', why: 'test' }], allow: [] });

tester.run('module-index-only', strict, {
  valid: [
    // A neighbour's index, from a module, the transport, the app's roots and the e2e suite.
    { filename: at('modules/order/order.module.ts'), code: "import { LedgerModule } from '../ledger';" },
    { filename: at('modules/order/http/x.controller.ts'), code: "import { LedgerService } from '../../ledger/index';" },
    { filename: at('action-api/user/user.actions.ts'), code: "import { AccountService } from '../../modules/user';" },
    { filename: at('main.ts'), code: "export { AdminModule } from './modules/admin';" },
    { filename: '/repo/apps/api/test/e2e/x.e2e-spec.ts', code: "import { OrderService } from '../../src/modules/order';" },
    // Inside a module, relative imports are free, tests included.
    { filename: at('modules/order/order.service.ts'), code: "import { OrderStatus } from './domain/order-state';" },
    { filename: at('modules/order/http/x.spec.ts'), code: "jest.mock('../order.repository');" },
    // A declared sub-module entry; core, packages and files outside the API.
    { filename: at('modules/catalog/catalog.module.ts'), code: "import { SellerCountersModule } from '../seller/counters';" },
    {
      filename: at('modules/order/order.service.ts'),
      code: "import { AppError } from '../../core/errors/app-error'; import { Money } from '@mall/money';",
    },
    { filename: '/repo/tools/x.ts', code: "import { x } from '../apps/api/src/modules/order/order.repository';" },
  ],
  invalid: [
    // The defects issue 27 names: a module reaching into another's http/ and internals.
    {
      filename: at('modules/loan/http/loan-admin.controller.ts'),
      code: "import { AdminAuthGuard } from '../../admin/http/admin-auth.guard';",
      errors: [{ messageId: 'deep', data: { spec: '../../admin/http/admin-auth.guard', module: 'admin', index: '../../admin' } }],
    },
    {
      filename: at('modules/user/user.module.ts'),
      code: "import { LoanLogoffModule } from '../loan/loan-logoff.module'; export * from '../order/order.logoff-check';",
      errors: [{ messageId: 'deep' }, { messageId: 'deep' }],
    },
    // Core and the app's roots may not reach past an index either (core/database/entities.ts did).
    {
      filename: at('core/database/entities.ts'),
      code: "import { UserEntity } from '../../modules/user/entities/user.entity';",
      errors: [
        { messageId: 'deep', data: { spec: '../../modules/user/entities/user.entity', module: 'user', index: '../../modules/user' } },
      ],
    },
    { filename: at('seed.ts'), code: "import { X } from './modules/catalog/catalog.repository.ts';", errors: [{ messageId: 'deep' }] },
    // Other spellings of an import: dynamic, require, jest.mock, a type import.
    {
      filename: '/repo/apps/api/test/support/x.ts',
      code: "void import('../../src/modules/chain/domain/tron-address'); require('../../src/modules/order/order.repository'); jest.mock('../../src/modules/user/user.repository'); type T = import('../../src/modules/seller/domain/current-seller').X;",
      errors: [{ messageId: 'deep' }, { messageId: 'deep' }, { messageId: 'deep' }, { messageId: 'deep' }],
    },
    // A sibling's sub-folder that is not a declared entry.
    { filename: at('modules/order/order.module.ts'), code: "import { X } from '../catalog/inventory';", errors: [{ messageId: 'deep' }] },
  ],
});

describe('module-index exceptions', () => {
  it('name files and module paths that exist, each with a reason', () => {
    const exists = (p: string) => ['.ts', '/index.ts'].some((ext) => existsSync(join(ROOT, 'apps/api/src', p + ext)));
    for (const e of map.entries) {
      expect(exists(e.path)).toBe(true);
      expect(e.why.length).toBeGreaterThan(20);
    }
    for (const a of map.allow) {
      expect(existsSync(join(ROOT, a.file))).toBe(true);
      for (const i of a.imports) expect(i.endsWith('/*') || exists(i)).toBe(true);
      expect(a.why.length).toBeGreaterThan(20);
    }
  });
});

// An allow-listed import passes from its own file only.
const [allowed] = map.allow;
const spec = allowed.imports[0].replace(/^modules\//, '../modules/');
tester.run('module-index-only (allow-list)', plugin.rules['module-index-only'], {
  valid: [{ filename: `/repo/${allowed.file}`, code: `import { x } from '${spec}';` }],
  invalid: [{ filename: at('migrations/9999999999999-other.ts'), code: `import { x } from '${spec}';`, errors: [{ messageId: 'deep' }] }],
});
