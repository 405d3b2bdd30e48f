/**
 * Local ESLint rules that keep money exact and the ledger the only writer of money tables
 * (DESIGN.md rules 3 and 5). Used by eslint.config.mjs as the `money` plugin.
 */

const FLOAT_CALLS = new Set(['Number', 'parseFloat', 'parseInt']);
const MATH_ROUNDING = new Set(['round', 'floor', 'ceil', 'trunc', 'fround']);

/** Money paths: no floats. */
const noFloatMoney = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid float conversions, float rounding and decimal literals in money code' },
    schema: [],
    messages: {
      call: '`{{name}}` turns money into a float. Use Money (bigint minor units): Money.parse / Money.ofMinorString.',
      math: '`Math.{{name}}` rounds floats. Use Money.mulRatio / divRound with an explicit rounding mode.',
      literal: 'Decimal literal `{{raw}}` is a float. Use bigint minor units (e.g. 1_500_000n) or Money.parse("1.5").',
    },
  },
  create(context) {
    const isRef = (node) => {
      const p = node.parent;
      if (!p) return true;
      if (p.type === 'MemberExpression' && p.property === node && !p.computed) return false;
      if ((p.type === 'Property' || p.type === 'MethodDefinition' || p.type === 'PropertyDefinition') && p.key === node && !p.computed)
        return false;
      if (p.type === 'TSPropertySignature' || p.type === 'TSTypeReference' || p.type === 'TSQualifiedName') return false;
      return true;
    };
    return {
      Identifier(node) {
        if (!FLOAT_CALLS.has(node.name) || !isRef(node)) return;
        const p = node.parent;
        // `Number.isSafeInteger(x)` and other static checks are fine; calling or passing the function is not.
        if (node.name === 'Number' && p.type === 'MemberExpression' && p.object === node) {
          const prop = p.property.type === 'Identifier' ? p.property.name : '';
          if (prop === 'parseFloat' || prop === 'parseInt')
            context.report({ node: p, messageId: 'call', data: { name: `Number.${prop}` } });
          return;
        }
        context.report({ node, messageId: 'call', data: { name: node.name } });
      },
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'Math' &&
          node.property.type === 'Identifier' &&
          MATH_ROUNDING.has(node.property.name)
        ) {
          context.report({ node, messageId: 'math', data: { name: node.property.name } });
        }
      },
      Literal(node) {
        if (typeof node.value !== 'number') return;
        const raw = node.raw ?? '';
        if (/^0[xXoObB]/.test(raw)) return;
        if (/[.eE]/.test(raw)) context.report({ node, messageId: 'literal', data: { raw } });
      },
    };
  },
};

const LEDGER_TABLE = /\bledger_[a-z]/i;

/** Outside modules/ledger: no SQL that names a ledger table. */
const ledgerTablesOnlyInLedger = {
  meta: {
    type: 'problem',
    docs: { description: 'only modules/ledger may write SQL against ledger_* tables' },
    schema: [],
    messages: { sql: 'SQL on a ledger_* table outside modules/ledger. Money moves only through LedgerService.' },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && LEDGER_TABLE.test(node.value)) context.report({ node, messageId: 'sql' });
      },
      TemplateElement(node) {
        if (LEDGER_TABLE.test(node.value.raw)) context.report({ node, messageId: 'sql' });
      },
    };
  },
};

export const moneyPlugin = {
  meta: { name: 'mall-money' },
  rules: { 'no-float-money': noFloatMoney, 'ledger-tables-only-in-ledger': ledgerTablesOnlyInLedger },
};
