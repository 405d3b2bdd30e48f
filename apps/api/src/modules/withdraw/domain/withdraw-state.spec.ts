import { WITHDRAW_STATES, approvalsRequired, canTransition, decideApproval, legacyWithdrawState } from './withdraw-state';

describe('withdrawal state machine', () => {
  it('allows only the documented transitions', () => {
    const allowed = WITHDRAW_STATES.flatMap((a) => WITHDRAW_STATES.filter((b) => canTransition(a, b)).map((b) => `${a}→${b}`));
    expect(allowed.sort()).toEqual(
      [
        'pending_review→approved',
        'pending_review→rejected',
        'approved→broadcasting',
        'approved→rejected',
        'broadcasting→confirming',
        'broadcasting→success',
        'broadcasting→failed',
        'confirming→success',
        'confirming→failed',
        'approved→verifying',
        'verifying→success',
        'verifying→approved',
      ].sort(),
    );
  });

  it('derives the legacy state the old clients read', () => {
    expect(WITHDRAW_STATES.map((s) => [s, legacyWithdrawState(s)])).toEqual([
      ['pending_review', 0],
      ['approved', 0],
      ['broadcasting', 0],
      ['confirming', 0],
      ['verifying', 0],
      ['success', 1],
      ['rejected', 2],
      ['failed', 2],
    ]);
  });

  it('needs two approvals strictly above the threshold', () => {
    expect(approvalsRequired(1_000_000_000n, 1_000_000_000n)).toBe(1);
    expect(approvalsRequired(1_000_000_001n, 1_000_000_000n)).toBe(2);
    expect(approvalsRequired(1n, 0n)).toBe(2);
  });

  it('counts an operator once and needs a different second one', () => {
    const a = 'aaaaaaaa-0000-4000-8000-000000000001';
    const b = 'bbbbbbbb-0000-4000-8000-000000000002';
    expect(decideApproval({ state: 'pending_review', requiredApprovals: 1, firstApprover: null }, a)).toEqual({
      kind: 'approve',
      slot: 'first',
    });
    expect(decideApproval({ state: 'pending_review', requiredApprovals: 2, firstApprover: null }, a)).toEqual({ kind: 'first' });
    expect(decideApproval({ state: 'pending_review', requiredApprovals: 2, firstApprover: a }, a)).toEqual({
      kind: 'refuse',
      code: 'WITHDRAW_SAME_APPROVER',
    });
    expect(decideApproval({ state: 'pending_review', requiredApprovals: 2, firstApprover: a }, b)).toEqual({
      kind: 'approve',
      slot: 'second',
    });
    for (const state of ['approved', 'broadcasting', 'success', 'rejected', 'failed'] as const)
      expect(decideApproval({ state, requiredApprovals: 1, firstApprover: null }, a)).toEqual({
        kind: 'refuse',
        code: 'WITHDRAW_ORDER_NOT_PENDING',
      });
  });
});
