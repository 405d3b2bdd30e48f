import { Contract, ContractFactory, JsonRpcProvider, Wallet, parseUnits } from 'ethers';
import artifact from '../fixtures/test-usdt/TestUSDT.json';
import type { Anvil } from './anvil';

/** anvil's account #0 (funded by anvil): deploys the token. Never a real key. */
export const ANVIL_FUNDED_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface TestUsdt {
  provider: JsonRpcProvider;
  /** account #0, holding the minted supply */
  deployer: Wallet;
  /** the token, connected to the deployer */
  token: Contract;
  /** the token's address, lowercase (the stored form) */
  address: string;
  /** the block of the deployment */
  deployBlock: number;
}

/** TestUSDT (6 decimals, 1,000,000 minted to the deployer) deployed on `anvil` by account #0. */
export async function deployTestUsdt(anvil: Anvil): Promise<TestUsdt> {
  const provider = new JsonRpcProvider(anvil.url, 31337, { staticNetwork: true, pollingInterval: 20, cacheTimeout: -1 });
  try {
    const deployer = new Wallet(ANVIL_FUNDED_KEY, provider);
    const deployed = await new ContractFactory(artifact.abi, artifact.bytecode, deployer).deploy(parseUnits('1000000', 6));
    const receipt = (await deployed.deploymentTransaction()!.wait())!;
    const address = await deployed.getAddress();
    return {
      provider,
      deployer,
      token: new Contract(address, artifact.abi, deployer),
      address: address.toLowerCase(),
      deployBlock: receipt.blockNumber,
    };
  } catch (e) {
    provider.destroy(); // the caller never gets it to destroy
    throw e;
  }
}
