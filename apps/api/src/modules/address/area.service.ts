import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/errors/app-error';
import { AreaRepository, type CountryRow } from './area.repository';
import type { AddressInput } from './domain/address-rules';
import { countryName } from './domain/country-names';

export interface CountryOption {
  id: number;
  iso2: string;
  name: string;
  phonecode: string;
}
export interface AreaOption {
  id: number;
  name: string;
}

interface Localisable {
  countryId: number;
  provinceId: number;
  cityId: number;
  country: string;
  province: string;
  city: string;
}

const FILTER_MAX = 64;
const norm = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Countries (names in the reader's language), states and cities (dataset names), and area-id checks. */
@Injectable()
export class AreaService {
  /** The country table never changes at run time (it is the dataset): read once per process. */
  private countriesOnce: Promise<CountryRow[]> | null = null;

  constructor(private readonly areas: AreaRepository) {}

  private allCountries(): Promise<CountryRow[]> {
    this.countriesOnce ??= this.areas.countries().catch((e: unknown) => {
      this.countriesOnce = null;
      throw e;
    });
    return this.countriesOnce;
  }

  /** Every country, named and sorted in `lang`; `filter` keeps those whose local or English name contains it. */
  async countries(lang: string, filter?: string): Promise<CountryOption[]> {
    const rows = await this.allCountries();
    const q = norm((filter ?? '').trim().slice(0, FILTER_MAX));
    const named = rows.map((c) => ({
      id: c.id,
      iso2: c.iso2,
      phonecode: c.phonecode,
      name: countryName(c.iso2, lang, c.name),
      en: c.name,
    }));
    const kept = q ? named.filter((c) => norm(c.name).includes(q) || norm(c.en).includes(q) || c.iso2.toLowerCase() === q) : named;
    const collator = new Intl.Collator(lang === 'cn' ? 'zh' : lang === 'tw' ? 'zh-TW' : lang === 'ph' ? 'fil' : lang);
    return kept.sort((a, b) => collator.compare(a.name, b.name)).map(({ en: _en, ...c }) => c);
  }

  /** The states of a country (empty for an unknown or missing id). */
  async states(countryId: number): Promise<AreaOption[]> {
    return countryId > 0 ? this.areas.states(countryId) : [];
  }

  /** The cities of a state (empty for an unknown id). */
  async cities(stateId: number): Promise<AreaOption[]> {
    return stateId > 0 ? this.areas.cities(stateId) : [];
  }

  /**
   * Non-zero ids must exist and belong together (state in the country, city in the state); a known
   * id's stored name is the dataset's (English), an unknown (0) one keeps the name the client sent.
   */
  async resolve(input: AddressInput): Promise<AddressInput> {
    const { countryId, provinceId, cityId } = input;
    if (!countryId && !provinceId && !cityId) return input;
    const c = await this.areas.check(countryId, provinceId, cityId);
    if ((countryId && c.countryName === null) || (provinceId && c.stateName === null) || (cityId && c.cityName === null)) {
      throw new AppError('ADDRESS_AREA_INVALID');
    }
    if (provinceId && !countryId) throw new AppError('ADDRESS_AREA_MISMATCH');
    if (cityId && !provinceId) throw new AppError('ADDRESS_AREA_MISMATCH');
    if (provinceId && c.stateCountryId !== countryId) throw new AppError('ADDRESS_AREA_MISMATCH');
    if (cityId && c.cityStateId !== provinceId) throw new AppError('ADDRESS_AREA_MISMATCH');
    return {
      ...input,
      country: countryId ? c.countryName! : input.country,
      province: provinceId ? c.stateName! : input.province,
      city: cityId ? c.cityName! : input.city,
    };
  }

  /** Re-localises the country names for `lang` (states and cities stay in the dataset's names). */
  async localise<T extends Localisable>(items: T[], lang: string): Promise<T[]> {
    if (!items.some((i) => i.countryId)) return items;
    const byId = new Map((await this.allCountries()).map((c) => [c.id, c]));
    return items.map((i) => {
      const c = i.countryId ? byId.get(i.countryId) : undefined;
      return c ? { ...i, country: countryName(c.iso2, lang, c.name) } : i;
    });
  }

  /** The calling code of a country (for the phone field's default). */
  async phonecode(countryId: number): Promise<string> {
    return (await this.allCountries()).find((c) => c.id === countryId)?.phonecode ?? '';
  }
}
