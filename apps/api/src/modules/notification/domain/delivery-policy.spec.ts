import { MAX_ATTEMPTS, describeFailure, isPermanentFailure, retryDelayMs } from './delivery-policy';

describe('delivery policy', () => {
  it('waits longer after each try, 1 minute to 6 hours; about a day of tries in all', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(10)).toBe(6 * 3600_000);
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3600_000).toBeGreaterThan(12);
    expect(total / 3600_000).toBeLessThan(30);
  });

  it('gives up at once only when the server refused the message for good, not on a refused login', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550, permanent: true })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451, permanent: false })).toBe(false);
    expect(isPermanentFailure({ code: 'EAUTH', responseCode: 535, permanent: true })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentFailure(new Error('boom'))).toBe(false);
  });

  it('describes a failure on one line without the SMTP credentials', () => {
    const e = Object.assign(new Error('Invalid login for mailer-user with s3cr%t!\n535 5.7.8 denied'), {
      code: 'EAUTH',
      responseCode: 535,
    });
    const line = describeFailure(e, ['mailer-user', 's3cr%t!']);
    expect(line).toBe('EAUTH 535 Invalid login for *** with *** 535 5.7.8 denied');
    expect(describeFailure('x'.repeat(2000), []).length).toBe(500);
  });
});
