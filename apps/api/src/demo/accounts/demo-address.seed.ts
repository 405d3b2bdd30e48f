import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AddressService } from '../../modules/address';

/**
 * The demo buyer's one default address: a fictional street in a real city (Lisbon, Portugal).
 * Idempotent: nothing when the buyer is missing or already has an address.
 */
export async function seedDemoAddress(app: INestApplicationContext, username: string, log: (m: string) => void): Promise<void> {
  const ds = app.get(DataSource);
  const [user] = await ds.query(`select id from users where username = $1`, [username]);
  if (!user) return;
  const [{ n }] = await ds.query(`select count(*)::int as n from addresses where user_id = $1`, [user.id]);
  if (n > 0) return;
  const [place] = await ds.query(
    `select c.id as "countryId", s.id as "stateId", ci.id as "cityId"
       from countries c join states s on s.country_id = c.id join cities ci on ci.state_id = s.id
      where c.iso2 = 'PT' and s.name = 'Lisbon' and ci.name = 'Lisbon'
      limit 1`,
  );
  await app.get(AddressService).add(user.id, {
    contacts: 'Demo Buyer',
    phone: '351 912345678',
    email: username,
    postcode: '1100-148',
    countryId: String(place?.countryId ?? 0),
    provinceId: String(place?.stateId ?? 0),
    cityId: String(place?.cityId ?? 0),
    country: 'Portugal',
    province: 'Lisbon',
    city: 'Lisbon',
    address: 'Rua das Amostras 12, 3.º Esq.',
    use: '1',
  });
  log(`demo address for ${username}`);
}
