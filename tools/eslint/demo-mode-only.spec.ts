/** The lint rule `walls-index/demo-mode-only` (tools/eslint/module-index-rule.cjs): demo code stays behind the start-up roots. */
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plugin = require(join(__dirname, 'module-index-rule.cjs'));
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => `/repo/apps/api/src/${file}`;

tester.run('demo-mode-only', plugin.rules['demo-mode-only'], {
  valid: [
    // The roots that load it in demo mode, the demo folder itself, and tests.
    { filename: at('main.ts'), code: "import type { DemoChain } from './demo';" },
    { filename: at('seed.ts'), code: "import { seedCatalog } from './demo/catalog/catalog-seed';" },
    { filename: at('app.factory.ts'), code: "const m = await import('./demo');" },
    { filename: at('demo/chain/demo-chain.ts'), code: "import { x } from '../catalog/catalog-seed';" },
    { filename: at('modules/withdraw/demo-payout.int-spec.ts'), code: "import { withDemoChainKey } from '../../demo/chain/demo-chain';" },
    { filename: '/repo/apps/api/test/e2e/x.e2e-spec.ts', code: "import { seedDemo } from '../../src/demo';" },
    // A name that merely starts with "demo" is not the demo folder.
    { filename: at('modules/catalog/x.ts'), code: "import { y } from '../../core/demo-free';" },
  ],
  invalid: [
    // What payout-signer.ts did before issue 27: a module reaching the demo chain's key.
    {
      filename: at('modules/withdraw/payout/payout-signer.ts'),
      code: "import { DEMO_CHAIN_FUNDED_KEY } from '../../../demo/chain/demo-chain';",
      errors: [{ messageId: 'demo' }],
    },
    { filename: at('core/http/x.ts'), code: "export * from '../../demo';", errors: [{ messageId: 'demo' }] },
    { filename: at('action-api/x.ts'), code: "const d = await import('../demo/index');", errors: [{ messageId: 'demo' }] },
  ],
});
