import { afterLoginFailure, afterSafewordFailure, checkLock, startOfNextDay, SHORT_LOCK_MS } from './lockout';

const TZ = 'Asia/Shanghai';
const t0 = new Date('2026-11-21T10:00:00Z'); // 18:00 in Shanghai

describe('login lockout', () => {
  it('locks for 3 minutes on the third wrong password in a row', () => {
    let s = afterLoginFailure(null, t0, TZ);
    expect(s.verdict.locked).toBe(false);
    s = afterLoginFailure(s.state, t0, TZ);
    expect(s.verdict.locked).toBe(false);
    s = afterLoginFailure(s.state, t0, TZ);
    expect(s.verdict).toEqual({ locked: true, kind: 'minutes' });
    expect(s.state.lockedUntil!.getTime() - t0.getTime()).toBe(SHORT_LOCK_MS);
    expect(checkLock(s.state, new Date(t0.getTime() + SHORT_LOCK_MS - 1))).toEqual({ locked: true, kind: 'minutes' });
    expect(checkLock(s.state, new Date(t0.getTime() + SHORT_LOCK_MS))).toEqual({ locked: false });
  });

  it('locks until tomorrow on a wrong password after the wait', () => {
    const three = { failures: 3, lockedUntil: new Date(t0.getTime() + SHORT_LOCK_MS) };
    const after = new Date(t0.getTime() + SHORT_LOCK_MS + 1000);
    const s = afterLoginFailure(three, after, TZ);
    expect(s.verdict).toEqual({ locked: true, kind: 'today' });
    expect(s.state.lockedUntil!.toISOString()).toBe('2026-11-21T16:00:00.000Z'); // midnight in Shanghai
    expect(checkLock(s.state, after)).toEqual({ locked: true, kind: 'today' });
  });

  it('starts over after a day lock has passed', () => {
    const s = afterLoginFailure({ failures: 4, lockedUntil: new Date('2026-11-21T16:00:00Z') }, new Date('2026-11-22T01:00:00Z'), TZ);
    expect(s.state.failures).toBe(1);
    expect(s.verdict.locked).toBe(false);
  });

  it('finds the next local midnight across zones', () => {
    expect(startOfNextDay(new Date('2026-11-21T15:59:59Z'), TZ).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(startOfNextDay(new Date('2026-11-21T16:00:00Z'), TZ).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(startOfNextDay(new Date('2026-11-21T23:30:00Z'), 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(startOfNextDay(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('fund password lockout', () => {
  it('locks for 24 hours at the limit and resets after', () => {
    let st = null as ReturnType<typeof afterSafewordFailure>['state'] | null;
    for (let i = 1; i <= 4; i++) {
      const r = afterSafewordFailure(st, t0, 5);
      expect(r.locked).toBe(false);
      st = r.state;
    }
    const r = afterSafewordFailure(st, t0, 5);
    expect(r.locked).toBe(true);
    expect(r.state.lockedUntil!.getTime() - t0.getTime()).toBe(24 * 3600_000);
    const later = afterSafewordFailure(r.state, new Date(t0.getTime() + 24 * 3600_000 + 1), 5);
    expect(later.state.failures).toBe(1);
  });
});
