import { startOfBusinessDay, withinWindow } from './business-time';

describe('business time', () => {
  it('finds the start of the day in the business time zone', () => {
    // 2026-03-01 01:30 in Shanghai (UTC+8) is 2026-02-28 17:30 UTC.
    expect(startOfBusinessDay(new Date('2026-02-28T17:30:00Z'), 'Asia/Shanghai').toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-02-28T15:59:59Z'), 'Asia/Shanghai').toISOString()).toBe('2026-02-27T16:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-07-01T12:00:00Z'), 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    // A DST day in New York (clocks jump at 02:00 on 2026-03-08): midnight was still EST (UTC−5).
    expect(startOfBusinessDay(new Date('2026-03-08T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // The autumn change (2026-11-01 02:00 EDT → 01:00 EST): midnight was still EDT (UTC−4).
    expect(startOfBusinessDay(new Date('2026-11-01T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });

  it('reads the daily window [start, end) in the zone, across midnight too', () => {
    const at = (hhmm: string) => new Date(`2026-05-05T${hhmm}:00+08:00`);
    const tz = 'Asia/Shanghai';
    expect(withinWindow(at('09:00'), tz, '09:00', '18:00')).toBe(true);
    expect(withinWindow(at('17:59'), tz, '09:00', '18:00')).toBe(true);
    expect(withinWindow(at('18:00'), tz, '09:00', '18:00')).toBe(false);
    expect(withinWindow(at('08:59'), tz, '09:00', '18:00')).toBe(false);
    expect(withinWindow(at('23:00'), tz, '22:00', '06:00')).toBe(true);
    expect(withinWindow(at('05:59'), tz, '22:00', '06:00')).toBe(true);
    expect(withinWindow(at('12:00'), tz, '22:00', '06:00')).toBe(false);
    expect(withinWindow(at('12:00'), tz, null, null)).toBe(true);
    expect(withinWindow(at('12:00'), tz, '10:00', '10:00')).toBe(true);
  });
});
