/**
 * Demo mode (`MALL_SEED=demo`, what `npm start` does by default): the demo seed steps, the local demo
 * chain and the local mail capture. main.ts and app.factory.ts import this folder only in demo mode,
 * so a production start never loads it. Two parts are used outside demo mode and are imported by
 * their own path: the catalogue seed (`catalog/`, also the `npm run seed` CLI and the tests) and the
 * demo pictures (`media/`, served whenever a catalogue seeded by that CLI may point at them).
 */
export { DEMO_BUYER, seedDemo } from './demo-seed';
export { startDemoChain, usesDemoChainKey, withDemoChainKey, type DemoChain } from './chain/demo-chain';
export { DemoMailbox, startDemoMailCapture, type DemoMailCapture } from './mail/demo-mailbox';
export { registerDemoMail } from './mail/demo-mail.routes';
