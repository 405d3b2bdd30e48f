import { closeLeftovers } from './owned';

// Stops what an abandoned or failed start-up left open, so that Jest exits by itself. It runs after
// the hooks of the file's describe blocks; a root-level afterAll of the file runs after it and finds
// its stops already done (each runs once). Its own budget: it may wait for a start-up that a busy
// machine made slower than the hook that asked for it.
afterAll(() => closeLeftovers(), 120_000);
