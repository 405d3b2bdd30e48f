import { expect, test } from './fixtures';

/**
 * Issue 14 item 6: every HTML page carries a Content-Security-Policy and loads under it with no
 * violation (the inline bootstrap script is allowed by its hash; nothing else is inline).
 */
const PAGES = [
  { path: '/', ready: '#root > *' },
  { path: '/productDetails?id=1', ready: '#root > *' },
  { path: '/wap', ready: '#root > *' },
  { path: '/admin', ready: '[data-testid="admin-login"]' },
  { path: '/docs', ready: '.swagger-ui .info' },
];

for (const { path, ready } of PAGES) {
  test(`${path} loads with no CSP violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) consoleErrors.push(m.text());
    });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
