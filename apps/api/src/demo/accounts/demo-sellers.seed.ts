import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountService, SessionService } from '../../modules/user';

/** Fictional demo store owners (README): each signs in at `/seller` and fulfils the orders of one demo store. */
export const DEMO_SELLERS = [
  { username: 'seller1@lumen-bazaar.example', password: 'seller1234' },
  { username: 'seller2@lumen-bazaar.example', password: 'seller1234' },
] as const;

/**
 * Give two demo stores an owner login: the stores of the newest goods on sale (the home page's "new
 * arrivals", so a newcomer finds their goods first), one store each. Idempotent: an existing account is
 * reused, a user who already owns a store keeps it, and a store that has an owner is never taken over.
 */
export async function seedDemoSellers(app: INestApplicationContext, log: (m: string) => void): Promise<void> {
  const ds = app.get(DataSource);
  for (const s of DEMO_SELLERS) {
    let userId = await userIdOf(ds, s.username);
    if (!userId) {
      const session = await app
        .get(AccountService)
        .register({ username: s.username, password: s.password, confirm: s.password, type: 2 }, '127.0.0.1');
      const actor = await app.get(SessionService).resolve(session.token);
      if (actor) await app.get(SessionService).revoke(actor.tokenId); // nobody holds this registration session
      userId = await userIdOf(ds, s.username);
    }
    if (!userId) throw new Error(`demo seller ${s.username} was not created`);
    const [owned] = await ds.query(`select name from sellers where owner_user_id = $1`, [userId]);
    if (owned) {
      log(`demo seller: ${s.username} / ${s.password} → store "${owned.name}"`);
      continue;
    }
    // An UPDATE through TypeORM's query() answers [rows, affected count]: the rows are its first element.
    const [[store]]: [{ name: string }[], number] = await ds.query(
      `update sellers set owner_user_id = $1
        where id = (select g.seller_id from goods g join sellers st on st.id = g.seller_id
                     where g.is_shelf and g.is_valid and st.status = 'open' and st.owner_user_id is null
                     order by g.created_at desc, g.id desc limit 1)
          and owner_user_id is null
       returning name`,
      [userId],
    );
    if (store) log(`demo seller: ${s.username} / ${s.password} → store "${store.name}"`);
    else log(`demo seller: ${s.username} has no store (no open store without an owner has goods on sale)`);
  }
}

async function userIdOf(ds: DataSource, username: string): Promise<string | null> {
  const [row] = await ds.query(`select id from users where username = $1`, [username]);
  return row?.id ?? null;
}
