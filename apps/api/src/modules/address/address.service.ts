import { Injectable } from '@nestjs/common';
import type { OrderAddressSnapshot } from '@mall/contracts';
import { Transactional } from '../../core/database/transaction';
import { AppError } from '../../core/errors/app-error';
import { AddressRepository, type AddressRow } from './address.repository';
import { AreaService } from './area.service';
import { ADDRESS_MAX_PER_USER, validateAddressInput, wirePhone, type AddressInput, type AddressInputRaw } from './domain/address-rules';

/** An address as an order keeps it (docs/orders.md): copied at submit, never linked. One shape on both sides of the wire. */
export type AddressSnapshot = OrderAddressSnapshot;

/** An address as the owner sees it (names re-localised for the reader's language where known). */
export interface AddressView extends AddressSnapshot {
  id: string;
  isDefault: boolean;
}

/** An address id as a client sends it: digits only (a bigint), else it cannot name anything. */
const ID = /^[1-9]\d{0,17}$/;

/** The address book: the caller's own addresses only; another user's id reads as missing. */
@Injectable()
export class AddressService {
  constructor(
    private readonly addresses: AddressRepository,
    private readonly areas: AreaService,
  ) {}

  /** The caller's addresses, the default first, then the newest (at most the cap). */
  async list(userId: string, lang: string): Promise<AddressView[]> {
    const rows = await this.addresses.list(userId, ADDRESS_MAX_PER_USER);
    return this.areas.localise(rows.map(toView), lang);
  }

  /** One of the caller's addresses (`ADDRESS_NOT_FOUND` for a missing or foreign id). */
  async get(userId: string, id: string | undefined, lang: string): Promise<AddressView> {
    const row = await this.owned(userId, id);
    const [view] = await this.areas.localise([toView(row)], lang);
    return view;
  }

  /** Adds an address; the first one (or `use=1`) becomes the default, the old default is cleared. */
  @Transactional()
  async add(userId: string, raw: AddressInputRaw): Promise<AddressView> {
    const input = await this.validated(raw);
    await this.addresses.lockUser(userId);
    const count = await this.addresses.count(userId);
    if (count >= ADDRESS_MAX_PER_USER) throw new AppError('ADDRESS_LIMIT_REACHED', { max: ADDRESS_MAX_PER_USER });
    const isDefault = input.isDefault || count === 0;
    if (isDefault) await this.addresses.clearDefault(userId);
    return toView(await this.addresses.insert(userId, input, isDefault));
  }

  /**
   * Replaces the fields of one of the caller's addresses. `use=1` makes it the default (clearing the
   * old one); `use=0` on the default keeps it the default: while addresses exist one is the default.
   */
  @Transactional()
  async edit(userId: string, id: string | undefined, raw: AddressInputRaw): Promise<void> {
    if (!id?.trim()) throw new AppError('COMMON_ILLEGAL_REQUEST');
    const input = await this.validated(raw);
    await this.addresses.lockUser(userId);
    const row = await this.owned(userId, id, true);
    const isDefault = row.isDefault || input.isDefault;
    if (isDefault && !row.isDefault) await this.addresses.clearDefault(userId);
    await this.addresses.update(userId, row.id, input, isDefault);
  }

  /** Deletes one of the caller's addresses; deleting the default promotes the newest remaining one. */
  @Transactional()
  async remove(userId: string, id: string | undefined): Promise<void> {
    const key = (id ?? '').trim();
    if (!ID.test(key)) throw new AppError('ADDRESS_NOT_FOUND');
    await this.addresses.lockUser(userId);
    const deleted = await this.addresses.delete(userId, key);
    if (!deleted) throw new AppError('ADDRESS_NOT_FOUND');
    if (deleted.wasDefault) await this.addresses.promoteNewest(userId);
  }

  /**
   * The address an order copies: the caller's address `addressId`, else the caller's default, else
   * `ORDER_ADDRESS_REQUIRED`. Another user's id answers `ADDRESS_NOT_FOUND`, like a missing one.
   * Names are the stored ones (dataset English for known ids), so every reader sees the same order.
   */
  async snapshotForOrder(userId: string, addressId: string | undefined): Promise<AddressSnapshot> {
    const key = (addressId ?? '').trim();
    const row = key ? await this.owned(userId, key) : await this.addresses.findDefault(userId);
    if (!row) throw new AppError('ORDER_ADDRESS_REQUIRED');
    const { id: _id, isDefault: _d, ...snapshot } = toView(row);
    return snapshot;
  }

  private async owned(userId: string, id: string | undefined, lock = false): Promise<AddressRow> {
    const key = (id ?? '').trim();
    if (!ID.test(key)) throw new AppError('ADDRESS_NOT_FOUND');
    const row = await this.addresses.find(userId, key, { lock });
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    return row;
  }

  /** Field rules (pure), then the area ids against the area tables (names from the dataset when known). */
  private async validated(raw: AddressInputRaw): Promise<AddressInput> {
    return this.areas.resolve(validateAddressInput(raw));
  }
}

function toView(r: AddressRow): AddressView {
  return {
    id: r.id,
    isDefault: r.isDefault,
    contacts: r.contacts,
    phone: wirePhone(r.phoneAreaCode, r.phoneNumber),
    email: r.email,
    postcode: r.postcode,
    country: r.country,
    province: r.province,
    city: r.city,
    address: r.address,
    countryId: r.countryId,
    provinceId: r.provinceId,
    cityId: r.cityId,
  };
}
