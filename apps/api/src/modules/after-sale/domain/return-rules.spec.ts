import { escalationDeadline, escalationRefusal, inertText } from './return-rules';

describe('escalationRefusal (issue 25 item 11: a refused refund request goes to the platform only in time)', () => {
  const decidedAt = new Date('2026-11-20T10:00:00Z');
  const hoursLater = (h: number) => new Date(decidedAt.getTime() + h * 3_600_000);
  const refused = { state: 'rejected' as const, decidedAt };
  const shipped = { status: 3, settledAt: null, refundable: 10_999_999n };

  it('allows it within the window, up to and including its last instant', () => {
    expect(escalationRefusal(refused, shipped, hoursLater(1), 168)).toBeNull();
    expect(escalationRefusal(refused, { ...shipped, status: 1 }, hoursLater(168), 168)).toBeNull();
    expect(escalationDeadline(refused, 168)).toEqual(hoursLater(168));
  });

  it('refuses it after the window', () => {
    expect(escalationRefusal(refused, shipped, new Date(hoursLater(168).getTime() + 1), 168)).toBe('AFTERSALE_ESCALATE_TOO_LATE');
    expect(escalationRefusal(refused, shipped, hoursLater(3), 2)).toBe('AFTERSALE_ESCALATE_TOO_LATE');
  });

  it('refuses it once the order was received or settled, even within the window', () => {
    expect(escalationRefusal(refused, { ...shipped, status: 4, settledAt: hoursLater(1) }, hoursLater(2), 168)).toBe(
      'AFTERSALE_ESCALATE_RECEIVED',
    );
    expect(escalationRefusal(refused, { ...shipped, status: 5, settledAt: hoursLater(1) }, hoursLater(2), 168)).toBe(
      'AFTERSALE_ESCALATE_RECEIVED',
    );
    expect(escalationRefusal(refused, { ...shipped, settledAt: hoursLater(1) }, hoursLater(2), 168)).toBe('AFTERSALE_ESCALATE_RECEIVED');
  });

  it('refuses a case the seller did not refuse, and an order with nothing left to refund', () => {
    for (const state of ['requested', 'escalated', 'refunded', 'dismissed'] as const) {
      expect(escalationRefusal({ state, decidedAt }, shipped, hoursLater(1), 168)).toBe('AFTERSALE_NOT_ESCALATABLE');
      expect(escalationDeadline({ state, decidedAt }, 168)).toBeNull();
    }
    expect(escalationRefusal({ state: 'rejected', decidedAt: null }, shipped, hoursLater(1), 168)).toBe('AFTERSALE_NOT_ESCALATABLE');
    expect(escalationRefusal(refused, { ...shipped, refundable: 0n }, hoursLater(1), 168)).toBe('AFTERSALE_NOTHING_REFUNDABLE');
  });
});

describe('inertText', () => {
  it('makes user text inert', () => {
    expect(inertText('<script>alert(1)</script>nice <b>bold</b>')).toBe('alert(1) nice bold');
    expect(inertText('a < b\r\n\r\n\r\nc\u202e')).toBe('a b\n\nc');
    expect(inertText('<img src=x onerror=alert(1)>')).toBe('');
  });
});
