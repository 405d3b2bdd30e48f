import { dueReminderStage } from './due-reminder';

const DAY = 86_400_000;
const now = new Date('2026-05-01T10:00:00Z');
const due = (ms: number) => new Date(now.getTime() + ms);

describe('dueReminderStage', () => {
  it('is null while the due date is further than every stage, and once it has passed', () => {
    expect(dueReminderStage(due(3 * DAY + 1), now)).toBeNull();
    expect(dueReminderStage(due(0), now)).toBeNull();
    expect(dueReminderStage(due(-DAY), now)).toBeNull();
  });

  it('is 3 within three days, 1 within the last day (the nearest stage only)', () => {
    expect(dueReminderStage(due(3 * DAY), now)).toBe(3);
    expect(dueReminderStage(due(2 * DAY), now)).toBe(3);
    expect(dueReminderStage(due(DAY + 1), now)).toBe(3);
    expect(dueReminderStage(due(DAY), now)).toBe(1);
    expect(dueReminderStage(due(60_000), now)).toBe(1);
  });

  it('follows the stages it is given, in any order', () => {
    expect(dueReminderStage(due(6 * DAY), now, [1, 7])).toBe(7);
    expect(dueReminderStage(due(6 * DAY), now, [3])).toBeNull();
  });
});
