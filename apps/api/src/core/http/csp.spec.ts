import { contentSecurityPolicy } from './csp';

describe('contentSecurityPolicy: connect-src', () => {
  const connectSrc = (publicUrl?: string) => /connect-src ([^;]*)/.exec(contentSecurityPolicy([], publicUrl))?.[1];

  it("is this origin ('self', socket.io's ws:/wss: included) and PUBLIC_URL's, never a request's Host", () => {
    expect(connectSrc()).toBe("'self'");
    expect(connectSrc('https://mall.example/')).toBe("'self' https://mall.example wss://mall.example");
    expect(connectSrc('http://mall.example:8080/shop')).toBe("'self' http://mall.example:8080 ws://mall.example:8080");
  });
});
