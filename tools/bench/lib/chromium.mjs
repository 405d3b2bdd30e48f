// Debian's Chromium as the benchmarks and the browser e2e suite run it: headless-friendly flags that
// keep it from reaching the network on its own (updates, sync, QUIC) so that runs measure only the mall.

/** Where Debian installs it. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The command-line flags both the Lighthouse bench and Playwright start it with. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
