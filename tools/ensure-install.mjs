// Zero-dependency pre-start: install packages when node_modules is missing or older than the lockfile.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('[mall] installing packages (npm ci)…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  try {
    execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', env });
  } catch {
    // A registry mirror that serves only this platform's optional builds makes `npm ci` refuse the lock.
    execSync('npm install --no-audit --no-fund', { stdio: 'inherit', env });
  }
}
