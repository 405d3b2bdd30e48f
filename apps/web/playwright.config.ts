import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tools/bench/lib/chromium.mjs';

/**
 * Browser e2e against the real API (real Postgres) and the built web app, served together by the
 * API on one origin. Run from the repo root after `npm run build`:
 *   npx playwright test -c apps/web/playwright.config.ts
 * globalSetup starts the API and publishes its address in E2E_BASE_URL.
 */
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export default defineConfig({
  testDir: join(__dirname, 'e2e'),
  outputDir: join(__dirname, 'test-results'),
  globalSetup: join(__dirname, 'e2e/global-setup.ts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    userAgent: DESKTOP_UA,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        userAgent: DESKTOP_UA,
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
});
