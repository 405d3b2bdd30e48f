import { VerifiedSecrets } from './verified-secrets';

describe('VerifiedSecrets', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

  it('matches only the same secret against the same stored hash, for the same user', () => {
    const v = new VerifiedSecrets();
    v.remember('u1', HASH, '123456', 0);
    expect(v.matches('u1', HASH, '123456', 1)).toBe(true);
    expect(v.matches('u1', HASH, '123457', 1)).toBe(false);
    expect(v.matches('u1', HASH + 'x', '123456', 1)).toBe(false); // the fund password was changed
    expect(v.matches('u2', HASH, '123456', 1)).toBe(false);
  });

  it('forgets after its time and on request', () => {
    const v = new VerifiedSecrets(1000);
    v.remember('u1', HASH, '123456', 0);
    expect(v.matches('u1', HASH, '123456', 999)).toBe(true);
    expect(v.matches('u1', HASH, '123456', 1000)).toBe(false);
    expect(v.size).toBe(0);
    v.remember('u1', HASH, '123456', 0);
    v.forget('u1');
    expect(v.matches('u1', HASH, '123456', 1)).toBe(false);
  });

  it('keeps at most `max` entries, dropping the least recently verified', () => {
    const v = new VerifiedSecrets(60_000, 2);
    v.remember('a', HASH, '111111', 0);
    v.remember('b', HASH, '222222', 0);
    v.remember('a', HASH, '111111', 1); // a is now the newest
    v.remember('c', HASH, '333333', 2);
    expect(v.size).toBe(2);
    expect(v.matches('b', HASH, '222222', 3)).toBe(false);
    expect(v.matches('a', HASH, '111111', 3)).toBe(true);
    expect(v.matches('c', HASH, '333333', 3)).toBe(true);
  });

  it('is its own: another instance (another process) has not verified anything', () => {
    const a = new VerifiedSecrets();
    const b = new VerifiedSecrets();
    a.remember('u1', HASH, '123456', 0);
    expect(b.matches('u1', HASH, '123456', 1)).toBe(false);
  });
});
