import type { MigrationInterface, QueryRunner } from 'typeorm';
import { loadAreaDataset } from '../modules/address/area/area-dataset';

/**
 * The address book (issue 10):
 * - `countries`, `states`, `cities`: the `@countrystatecity/countries` dataset with ITS ids (stable
 *   across deployments: old clients and stored addresses carry them), loaded here in batches.
 * - `addresses`: a user's delivery addresses (at most 10, enforced by the service under a row lock
 *   of the user); at most one default per user (partial unique index).
 */
export class AddressBook1763920000000 implements MigrationInterface {
  name = 'AddressBook1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      create table countries (
        id int primary key,
        iso2 text not null,
        iso3 text not null default '',
        name text not null,
        phonecode text not null default '',
        native text not null default '',
        emoji text not null default ''
      )`);
    await q.query(`create unique index countries_iso2_key on countries (iso2)`);
    await q.query(`
      create table states (
        id int primary key,
        country_id int not null references countries (id),
        name text not null,
        iso2 text not null default ''
      )`);
    await q.query(`create index states_country_idx on states (country_id, name)`);
    await q.query(`
      create table cities (
        id int primary key,
        state_id int not null references states (id),
        name text not null
      )`);
    await q.query(`
      create table addresses (
        id bigint generated always as identity primary key,
        user_id uuid not null references users (id) on delete cascade,
        contacts text not null check (char_length(contacts) between 1 and 64),
        phone_area_code text not null check (phone_area_code ~ '^[0-9]{1,4}$'),
        phone_number text not null check (phone_number ~ '^[0-9]{2,20}$'),
        email text not null default '' check (char_length(email) <= 128),
        postcode text not null default '' check (char_length(postcode) <= 32),
        country text not null default '',
        province text not null default '',
        city text not null default '',
        country_id int not null default 0,
        province_id int not null default 0,
        city_id int not null default 0,
        address text not null check (char_length(address) between 1 and 255),
        is_default boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    await q.query(`create index addresses_user_idx on addresses (user_id, id desc)`);
    await q.query(`create unique index addresses_one_default_per_user on addresses (user_id) where is_default`);
    await loadAreaDataset(q);
    // The city lookup is by state; created after the bulk load (faster than maintaining it row by row).
    await q.query(`create index cities_state_idx on cities (state_id, name)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`drop table addresses`);
    await q.query(`drop table cities`);
    await q.query(`drop table states`);
    await q.query(`drop table countries`);
  }
}
