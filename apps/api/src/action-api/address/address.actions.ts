import { Injectable } from '@nestjs/common';
import type { AddressWire, PageA } from '@mall/contracts';
import type { z } from 'zod';
import { AddressService, AreaService, type AddressInputRaw } from '../../modules/address';
import { AppError } from '../../core/errors/app-error';
import { Action, type ActionContext, type RateRule } from '../action.decorator';
import { toAddressWire, toCityWire, toCountryWire, toStateWire } from './address.mapper';
import { AddressIdParams, AddressSaveParams, ListCityParams, ListCountryParams, ListStateParams } from './address.params';

const MINUTE = 60_000;
const writeRate: RateRule[] = [{ by: 'user', limit: 60, windowMs: MINUTE }];
const areaRate: RateRule[] = [{ by: 'ip', limit: 300, windowMs: MINUTE }];

/** An area id param: absent/empty → 0; anything but digits → 0 as well (lookups then answer empty). */
const areaId = (v: string | undefined): number => (/^\d{1,9}$/.test((v ?? '').trim()) ? Number(v!.trim()) : 0);

const toRaw = (p: AddressSaveParams): AddressInputRaw => ({
  contacts: p.contacts,
  phone: p.phone,
  email: p.email,
  postcode: p.postcode,
  country: p.country,
  countryId: p.countryId,
  province: p.province,
  provinceId: p.provinceId,
  city: p.city,
  cityId: p.cityId,
  address: p.address,
  use: p.use,
});

/** Address book calls (contract §4.4). Thin: parse → AddressService / AreaService → map. */
@Injectable()
export class AddressActions {
  constructor(
    private readonly addresses: AddressService,
    private readonly areas: AreaService,
  ) {}

  /** The caller's addresses (≤ 10), the default (`use` 1) first, then the newest; paging style A shape. */
  @Action('address!list', { auth: 'required' })
  async list(ctx: ActionContext): Promise<PageA<AddressWire>> {
    const rows = (await this.addresses.list(ctx.actor!.userId, ctx.lang)).map(toAddressWire);
    return {
      pageList: rows,
      pageInfo: { pageNum: 1, pageSize: rows.length, totalElements: rows.length, totalPage: 1, firstPage: true, lastPage: true },
    };
  }

  /** Adds an address: `{ id }` of the new one (the old clients read nothing). */
  @Action('address!add', { auth: 'required', params: AddressSaveParams, rateLimit: writeRate })
  async add(ctx: ActionContext<AddressSaveParams>): Promise<{ id: number }> {
    const a = await this.addresses.add(ctx.actor!.userId, toRaw(ctx.params));
    return { id: toAddressWire(a).id };
  }

  @Action('address!edit', { auth: 'required', params: AddressSaveParams, rateLimit: writeRate })
  async edit(ctx: ActionContext<AddressSaveParams>): Promise<null> {
    await this.addresses.edit(ctx.actor!.userId, ctx.params.id, toRaw(ctx.params));
    return null;
  }

  @Action('address!del', { auth: 'required', params: AddressIdParams, rateLimit: writeRate })
  async del(ctx: ActionContext<z.infer<typeof AddressIdParams>>): Promise<null> {
    await this.addresses.remove(ctx.actor!.userId, ctx.params.id);
    return null;
  }

  /** Public. Names in the request language (English fallback); `countryName` filters. Nested `data.data`. */
  @Action('address!listCountry', { auth: 'none', params: ListCountryParams, rateLimit: areaRate })
  async listCountry(ctx: ActionContext<z.infer<typeof ListCountryParams>>) {
    return { data: (await this.areas.countries(ctx.lang, ctx.params.countryName)).map(toCountryWire) };
  }

  /** Empty without a `countryId`. */
  @Action('address!listState', { auth: 'required', params: ListStateParams, rateLimit: areaRate })
  async listState(ctx: ActionContext<z.infer<typeof ListStateParams>>) {
    return { data: (await this.areas.states(areaId(ctx.params.countryId))).map(toStateWire) };
  }

  /** `请先选择州` without a `stateId`, unless `queryType=noShow` (then empty). */
  @Action('address!listCity', { auth: 'required', params: ListCityParams, rateLimit: areaRate })
  async listCity(ctx: ActionContext<z.infer<typeof ListCityParams>>) {
    const stateId = areaId(ctx.params.stateId);
    if (!stateId) {
      if (ctx.params.queryType === 'noShow') return { data: [] };
      throw new AppError('ADDRESS_STATE_REQUIRED');
    }
    return { data: (await this.areas.cities(stateId)).map(toCityWire) };
  }
}
