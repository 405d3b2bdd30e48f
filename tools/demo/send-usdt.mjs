#!/usr/bin/env node
// Demo only: send demo USDT (the 6-decimal token `npm start` deploys with MALL_DEMO_CHAIN=1) from
// anvil's funded account #0 to an address, e.g. the deposit address the wallet page shows:
//   node tools/demo/send-usdt.mjs 0xYourDepositAddress 25.5
// Env: MALL_DEMO_CHAIN_PORT (default 8545). The key below is anvil's public test key, never a real one.
import { Contract, JsonRpcProvider, Wallet, getAddress, parseUnits } from 'ethers';

const FUNDED_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const TOKEN = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const ABI = ['function transfer(address to, uint256 value) returns (bool)', 'function balanceOf(address) view returns (uint256)'];

const [to, amount] = process.argv.slice(2);
if (!to || !amount || !/^\d{1,12}(\.\d{1,6})?$/.test(amount)) {
  console.error('usage: node tools/demo/send-usdt.mjs <address> <amount, up to 6 decimals>');
  process.exit(2);
}
let recipient;
try {
  recipient = getAddress(to);
} catch {
  console.error(`not an EVM address: ${to}`);
  process.exit(2);
}
const url = `http://127.0.0.1:${process.env.MALL_DEMO_CHAIN_PORT || 8545}`;
const provider = new JsonRpcProvider(url, 31337, { staticNetwork: true, pollingInterval: 250 });
try {
  if ((await provider.getCode(TOKEN)) === '0x') throw new Error(`no demo token on ${url}: start the mall with MALL_DEMO_CHAIN=1`);
  const token = new Contract(TOKEN, ABI, new Wallet(FUNDED_KEY, provider));
  const tx = await token.transfer(recipient, parseUnits(amount, 6));
  const receipt = await tx.wait();
  console.log(`sent ${amount} demo USDT to ${recipient} in tx ${tx.hash} (block ${receipt.blockNumber}); credited after 2 confirmations`);
} catch (e) {
  console.error(e.shortMessage ?? e.message);
  process.exitCode = 1;
} finally {
  provider.destroy();
}
