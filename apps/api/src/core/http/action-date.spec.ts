import { formatActionDate, formatActionDateWithZone } from './action-date';

describe('action dates', () => {
  const at = new Date('2026-11-27T21:13:45Z');

  it('are Shanghai wall time on the wire (the next day there)', () => {
    expect(formatActionDate(at, 'Asia/Shanghai')).toBe('2026-11-28 05:13:45');
  });

  it('name their zone when written into a message a person reads', () => {
    expect(formatActionDateWithZone(at, 'Asia/Shanghai')).toBe('2026-11-28 05:13:45 GMT+8');
    expect(formatActionDateWithZone(at, 'UTC')).toBe('2026-11-27 21:13:45 UTC');
    expect(formatActionDateWithZone(null, 'UTC')).toBe('');
  });
});
