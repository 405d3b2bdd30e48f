import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { QueryRunner } from 'typeorm';

/**
 * The area tables come from the `@countrystatecity/countries` dataset, keyed by ITS numeric ids, so
 * an id stored in an address (or sent by an old client) means the same place in every deployment.
 * Read straight from the package's published data files (`./data/*`): one `countries.json`, one
 * `states.json` per country folder, one `cities.json` per state folder (~1 s for ~153k cities).
 */
export interface AreaDataset {
  countries: { id: number; iso2: string; iso3: string; name: string; phonecode: string; native: string; emoji: string }[];
  states: { id: number; countryId: number; name: string; iso2: string }[];
  cities: { ids: number[]; stateIds: number[]; names: string[] };
}

interface RawCountry {
  id: number;
  iso2: string;
  iso3: string;
  name: string;
  phonecode: string | null;
  native: string | null;
  emoji: string | null;
}
interface RawState {
  id: number;
  country_id: number;
  name: string;
  iso2: string | null;
}
interface RawCity {
  id: number;
  state_id: number;
  name: string;
}

function dataRoot(): string {
  // The package's main entry sits in dist/, its data in dist/data/.
  return join(dirname(require.resolve('@countrystatecity/countries')), 'data');
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export function readAreaDataset(): AreaDataset {
  const root = dataRoot();
  const countries = readJson<RawCountry[]>(join(root, 'countries.json')).map((c) => ({
    id: c.id,
    iso2: c.iso2,
    iso3: c.iso3,
    name: c.name,
    phonecode: (c.phonecode ?? '').replace(/\D/g, ''),
    native: c.native ?? '',
    emoji: c.emoji ?? '',
  }));
  const countryIds = new Set(countries.map((c) => c.id));
  const states: AreaDataset['states'] = [];
  const cities: AreaDataset['cities'] = { ids: [], stateIds: [], names: [] };
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const countryDir = join(root, dir.name);
    for (const s of readJson<RawState[]>(join(countryDir, 'states.json'))) {
      if (countryIds.has(s.country_id)) states.push({ id: s.id, countryId: s.country_id, name: s.name, iso2: s.iso2 ?? '' });
    }
    for (const sub of readdirSync(countryDir, { withFileTypes: true })) {
      if (!sub.isDirectory()) continue;
      let list: RawCity[];
      try {
        list = readJson<RawCity[]>(join(countryDir, sub.name, 'cities.json'));
      } catch {
        continue;
      }
      for (const c of list) {
        cities.ids.push(c.id);
        cities.stateIds.push(c.state_id);
        cities.names.push(c.name);
      }
    }
  }
  // Keep only cities of a loaded state (the foreign key would refuse the others).
  const stateIds = new Set(states.map((s) => s.id));
  const keep = cities.ids.map((_, i) => stateIds.has(cities.stateIds[i]));
  return {
    countries,
    states,
    cities: {
      ids: cities.ids.filter((_, i) => keep[i]),
      stateIds: cities.stateIds.filter((_, i) => keep[i]),
      names: cities.names.filter((_, i) => keep[i]),
    },
  };
}

const CITY_BATCH = 25_000;

/**
 * Loads (or completes) the area tables: multi-row inserts through `unnest` of arrays, a batch per
 * statement; existing ids are left as they are, so running it again is harmless.
 */
export async function loadAreaDataset(q: QueryRunner, data: AreaDataset = readAreaDataset()): Promise<void> {
  const c = data.countries;
  await q.query(
    `insert into countries (id, iso2, iso3, name, phonecode, native, emoji)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
     on conflict (id) do nothing`,
    [
      c.map((x) => x.id),
      c.map((x) => x.iso2),
      c.map((x) => x.iso3),
      c.map((x) => x.name),
      c.map((x) => x.phonecode),
      c.map((x) => x.native),
      c.map((x) => x.emoji),
    ],
  );
  const s = data.states;
  await q.query(
    `insert into states (id, country_id, name, iso2)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
     on conflict (id) do nothing`,
    [s.map((x) => x.id), s.map((x) => x.countryId), s.map((x) => x.name), s.map((x) => x.iso2)],
  );
  const { ids, stateIds, names } = data.cities;
  for (let i = 0; i < ids.length; i += CITY_BATCH) {
    await q.query(
      `insert into cities (id, state_id, name)
       select * from unnest($1::int[], $2::int[], $3::text[])
       on conflict (id) do nothing`,
      [ids.slice(i, i + CITY_BATCH), stateIds.slice(i, i + CITY_BATCH), names.slice(i, i + CITY_BATCH)],
    );
  }
}
