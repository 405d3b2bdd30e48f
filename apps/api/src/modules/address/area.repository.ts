import { Injectable } from '@nestjs/common';
import { BaseRepository } from '../../core/database/transaction';

export interface CountryRow {
  id: number;
  iso2: string;
  name: string;
  phonecode: string;
}
export interface AreaRow {
  id: number;
  name: string;
}
export interface AreaCheck {
  countryIso2: string | null;
  countryName: string | null;
  stateCountryId: number | null;
  stateName: string | null;
  cityStateId: number | null;
  cityName: string | null;
}

/** The area tables (dataset ids). States and cities are answered in the dataset's (English) names. */
@Injectable()
export class AreaRepository extends BaseRepository {
  async countries(): Promise<CountryRow[]> {
    return this.em.query(`select id, iso2, name, phonecode from countries order by name`);
  }

  async states(countryId: number): Promise<AreaRow[]> {
    return this.em.query(`select id, name from states where country_id = $1 order by name, id`, [countryId]);
  }

  async cities(stateId: number): Promise<AreaRow[]> {
    return this.em.query(`select id, name from cities where state_id = $1 order by name, id`, [stateId]);
  }

  /** What each given id names and where it belongs (nulls for unknown ids). */
  async check(countryId: number, stateId: number, cityId: number): Promise<AreaCheck> {
    const [row] = await this.em.query(
      `select (select iso2 from countries where id = $1) as "countryIso2",
              (select name from countries where id = $1) as "countryName",
              (select country_id from states where id = $2) as "stateCountryId",
              (select name from states where id = $2) as "stateName",
              (select state_id from cities where id = $3) as "cityStateId",
              (select name from cities where id = $3) as "cityName"`,
      [countryId, stateId, cityId],
    );
    return row;
  }

  /** Dataset names of the given state and city ids. */
  async names(stateIds: number[], cityIds: number[]): Promise<{ states: Map<number, string>; cities: Map<number, string> }> {
    const states: AreaRow[] = stateIds.length
      ? await this.em.query(`select id, name from states where id = any($1::int[])`, [stateIds])
      : [];
    const cities: AreaRow[] = cityIds.length ? await this.em.query(`select id, name from cities where id = any($1::int[])`, [cityIds]) : [];
    return { states: new Map(states.map((r) => [r.id, r.name])), cities: new Map(cities.map((r) => [r.id, r.name])) };
  }
}
