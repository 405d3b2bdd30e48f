import { approverIndependence } from './approver-independence';

describe('approverIndependence (issue 14 item 3)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600_000);
  const first = { id: 'first', ip: '10.0.0.1' };
  const second = (over: Partial<Parameters<typeof approverIndependence>[0]> = {}) => ({
    id: 'second',
    createdBy: 'root',
    updatedBy: null,
    createdAt: daysAgo(30),
    ip: '10.0.0.2',
    ...over,
  });

  it('counts an independent operator and says why', () => {
    expect(approverIndependence(second(), first, now, 7)).toEqual({
      counted: true,
      reasons: [],
      checks: {
        notCreatedByFirst: true,
        notLastChangedByFirst: true,
        accountAgeDays: 30,
        minAccountAgeDays: 7,
        otherOriginThanFirst: true,
      },
    });
  });

  it.each([
    [{ createdBy: 'first' }, ['created_by_first_approver']],
    [{ updatedBy: 'first' }, ['last_changed_by_first_approver']],
    [{ createdAt: daysAgo(6.5) }, ['account_too_new']],
    [{ ip: '10.0.0.1' }, ['same_origin_as_first_approval']],
    [
      { createdBy: 'first', createdAt: daysAgo(0), ip: '10.0.0.1' },
      ['created_by_first_approver', 'account_too_new', 'same_origin_as_first_approval'],
    ],
  ])('refuses %j: %j', (over, reasons) => {
    const v = approverIndependence(second(over), first, now, 7);
    expect(v.counted).toBe(false);
    expect(v.reasons).toEqual(reasons);
  });

  it('an age of exactly the minimum counts; 0 days turns the age rule off', () => {
    expect(approverIndependence(second({ createdAt: daysAgo(7) }), first, now, 7).counted).toBe(true);
    expect(approverIndependence(second({ createdAt: now }), first, now, 0).counted).toBe(true);
  });
});
