import { WALLET_STATEMENT_TYPES } from '@mall/contracts';
import { describeStatementEntry, kindFilterOf, statementTypeOf } from './statement-entry';

const ORDER = '5d1c0e2a-7b3f-4a8e-9c61-0f2b3c4d5e6f';
const LOAN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const USER = '0b7f3c1e-9a2d-4c5e-8f10-1234567890ab';

describe('describeStatementEntry: every key family the services post under', () => {
  it.each([
    // order.service: orderPayKey
    [
      { kind: 'order.pay', idempotencyKey: `order:${ORDER}:pay`, metadata: { orderId: ORDER } },
      'purchase',
      'orderPayment',
      { kind: 'order', id: ORDER },
    ],
    // order-settlement: orderSettleKey (seller and fee accounts only)
    [
      { kind: 'order.settle', idempotencyKey: `order:${ORDER}:settle`, metadata: {} },
      'other',
      'orderSettlement',
      { kind: 'order', id: ORDER },
    ],
    // refund-engine: refundKey (seller, operator and escalated refunds alike)
    [
      { kind: 'order.refund', idempotencyKey: 'refund:42', metadata: { orderId: ORDER, refundId: '42' } },
      'refund',
      'refund',
      { kind: 'order', id: ORDER },
    ],
    // loan: loanDisburseKey, loanRepayKey (buyer or operator)
    [
      { kind: 'loan.disburse', idempotencyKey: `loan:${LOAN}:disburse`, metadata: { loanId: LOAN } },
      'loan',
      'loanDisbursed',
      { kind: 'loan', id: LOAN },
    ],
    [
      { kind: 'loan.repay', idempotencyKey: `loan:${LOAN}:repay:2`, metadata: { loanId: LOAN, n: 2 } },
      'loan',
      'loanRepaid',
      { kind: 'loan', id: LOAN },
    ],
    // deposit-review: an approved deposit claim
    [
      { kind: 'deposit.manual', idempotencyKey: 'recharge:20261127000001', metadata: {} },
      'deposit',
      'depositClaim',
      { kind: 'deposit', id: '20261127000001' },
    ],
    // deposit-credit: depositCreditKey
    [
      { kind: 'deposit.chain', idempotencyKey: 'deposit:ethereum:0xabc123:7', metadata: {} },
      'deposit',
      'depositChain',
      { kind: 'tx', id: '0xabc123' },
    ],
    // withdraw: withdrawKey, each step
    [
      { kind: 'withdraw.freeze', idempotencyKey: 'withdraw:W2026112700001:freeze', metadata: {} },
      'withdrawal',
      'withdrawal',
      { kind: 'withdrawal', id: 'W2026112700001' },
    ],
    [
      { kind: 'withdraw.settle', idempotencyKey: 'withdraw:W2026112700001:settle', metadata: {} },
      'withdrawal',
      'withdrawalPaid',
      { kind: 'withdrawal', id: 'W2026112700001' },
    ],
    [
      { kind: 'withdraw.unfreeze', idempotencyKey: 'withdraw:W2026112700001:unfreeze', metadata: {} },
      'withdrawal',
      'withdrawalReturned',
      { kind: 'withdrawal', id: 'W2026112700001' },
    ],
    // payment: a card top-up, and a card payment no order could take
    [
      { kind: 'topup.provider', idempotencyKey: 'stripe:cs_test_1:topup', metadata: { reference: 'T123' } },
      'deposit',
      'cardTopUp',
      { kind: 'payment', id: 'T123' },
    ],
    [
      { kind: 'payment.to_wallet', idempotencyKey: 'stripe:pi_1:wallet', metadata: { orderIds: [ORDER] } },
      'deposit',
      'cardPaymentToWallet',
      { kind: 'order', id: ORDER },
    ],
    // demo seed
    [{ kind: 'demo.grant', idempotencyKey: `demo:grant:${USER}`, metadata: {} }, 'other', 'demoGrant', null],
    // an operator adjustment, and a kind nobody described yet
    [{ kind: 'operator.adjustment', idempotencyKey: 'test:adjust:1', metadata: {} }, 'other', 'adjustment', null],
    [{ kind: 'something.new', idempotencyKey: 'new-family-1', metadata: {} }, 'other', 'other', null],
  ])('%o → %s / %s', (transfer, type, purpose, reference) => {
    expect(describeStatementEntry(transfer)).toEqual({ type, purpose, reference });
  });

  it('gives no reference rather than a wrong one when the metadata lacks it', () => {
    expect(describeStatementEntry({ kind: 'order.refund', idempotencyKey: 'refund:7', metadata: {} }).reference).toBeNull();
    expect(describeStatementEntry({ kind: 'topup.provider', idempotencyKey: 'stripe:cs_2:topup', metadata: {} }).reference).toEqual({
      kind: 'payment',
      id: 'cs_2',
    });
  });
});

describe('statement type filters', () => {
  it('select exactly the kinds statementTypeOf classes as that type', () => {
    const kinds = ['order.pay', 'order.refund', 'deposit.chain', 'deposit.manual', 'topup.provider', 'payment.to_wallet'];
    kinds.push('withdraw.freeze', 'withdraw.settle', 'withdraw.unfreeze', 'loan.disburse', 'loan.repay', 'order.settle', 'demo.grant');
    for (const type of WALLET_STATEMENT_TYPES) {
      const f = kindFilterOf(type);
      for (const kind of kinds) {
        const selected = 'in' in f ? f.in.includes(kind) : !f.notIn.includes(kind);
        expect([type, kind, selected]).toEqual([type, kind, statementTypeOf(kind) === type]);
      }
    }
  });
});
