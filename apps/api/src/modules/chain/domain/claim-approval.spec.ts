import { claimApprovalsRequired, decideClaimApproval } from './claim-approval';

describe('two-person approval of manual deposit claims (issue 25 item 4)', () => {
  it('needs two operators strictly above the threshold', () => {
    expect(claimApprovalsRequired(1_000_000_000n, 1_000_000_000n)).toBe(1);
    expect(claimApprovalsRequired(1_000_000_001n, 1_000_000_000n)).toBe(2);
    expect(claimApprovalsRequired(1n, 0n)).toBe(2);
  });

  it('one approval credits a claim that needs one', () => {
    expect(decideClaimApproval({ state: 0, requiredApprovals: 1, firstApprover: null }, 'a')).toEqual({
      kind: 'credit',
      firstApprover: null,
    });
  });

  it('a claim that needs two: the first approval is recorded, the same operator again is refused, another credits', () => {
    expect(decideClaimApproval({ state: 0, requiredApprovals: 2, firstApprover: null }, 'a')).toEqual({ kind: 'first' });
    expect(decideClaimApproval({ state: 0, requiredApprovals: 2, firstApprover: 'a' }, 'a')).toEqual({
      kind: 'refuse',
      code: 'RECHARGE_SAME_APPROVER',
    });
    expect(decideClaimApproval({ state: 0, requiredApprovals: 2, firstApprover: 'a' }, 'b')).toEqual({
      kind: 'credit',
      firstApprover: 'a',
    });
  });

  it('a decided claim is refused', () => {
    for (const state of [1, 2])
      expect(decideClaimApproval({ state, requiredApprovals: 2, firstApprover: 'a' }, 'b')).toEqual({
        kind: 'refuse',
        code: 'RECHARGE_ORDER_NOT_PENDING',
      });
  });
});
