import { Injectable } from '@nestjs/common';
import { ChainRepository, type NetworkRow } from './chain.repository';
import { DepositAddressService } from './deposit-address.service';
import type { ChainFamily } from './domain/hd-address';

/** The networks in service: enabled by the operator, with an endpoint, and a key for their family. */
@Injectable()
export class ChainNetworkService {
  constructor(
    private readonly repo: ChainRepository,
    private readonly addresses: DepositAddressService,
  ) {}

  async active(family?: ChainFamily): Promise<NetworkRow[]> {
    const all = await this.repo.networks();
    return all.filter((n) => n.enabled && !!n.rpcUrl && this.addresses.hasKey(n.family) && (!family || n.family === family));
  }
}
