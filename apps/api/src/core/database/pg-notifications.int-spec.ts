import { DataSource } from 'typeorm';
import { eventually } from '../../../test/support/eventually';
import { startContext } from '../../../test/support/test-app';
import { PgNotifications, type ChannelHandlers } from './pg-notifications';

/** LISTEN on one dedicated connection: every subscriber hears its channel, and hears when it is deaf. */
describe('Postgres notifications on real Postgres', () => {
  let t: Awaited<ReturnType<typeof startContext>>;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startContext({ SEARCH_CACHE_TTL_MS: '0' }); // the search cache would subscribe too
    ds = t.ctx.get(DataSource);
  }, 60_000);
  afterAll(() => t.close());

  const recorder = () => {
    const events: string[] = [];
    const handlers: ChannelHandlers = {
      notify: (p) => events.push(`notify:${p}`),
      live: () => events.push('live'),
      lost: () => events.push('lost'),
    };
    return { events, handlers };
  };

  it('delivers each channel to its subscribers, also to one that joins later, and reconnects after a loss', async () => {
    const n = t.ctx.get(PgNotifications);
    const a = recorder();
    const b = recorder();
    await Promise.all([n.subscribe('test_a', a.handlers), n.subscribe('test_a', b.handlers)]);
    expect(a.events).toEqual(['live']);
    expect(b.events).toEqual(['live']);
    const c = recorder();
    await n.subscribe('test_c', c.handlers);
    expect(c.events).toEqual(['live']);

    await ds.query(`select pg_notify('test_a', 'one'), pg_notify('test_c', 'two'), pg_notify('test_other', 'x')`);
    await eventually(() => a.events.length === 2 && b.events.length === 2 && c.events.length === 2);
    expect([a.events, b.events, c.events]).toEqual([
      ['live', 'notify:one'],
      ['live', 'notify:one'],
      ['live', 'notify:two'],
    ]);

    await ds.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'mall-listen' and datname = current_database()`,
    );
    await eventually(() => c.events.includes('lost') && c.events.at(-1) === 'live');
    expect(a.events.slice(2)).toEqual(['lost', 'live']);
    await ds.query(`select pg_notify('test_c', 'three')`);
    await eventually(() => c.events.at(-1) === 'notify:three');
  });

  it('refuses a channel name it cannot quote safely', async () => {
    await expect(t.ctx.get(PgNotifications).subscribe('x; drop table goods', recorder().handlers)).rejects.toThrow('bad channel name');
  });
});
