import { rmSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import type Redis from 'ioredis';
import { createApp } from '../../src/app.factory';
import { REDIS } from '../../src/core/core.module';
import { act, registerUser } from '../support/act';
import { rootEnv } from '../support/admin';
import { eventually } from '../support/eventually';
import { closer, owned } from '../support/owned';
import { connect as connectSocket, emit, listen } from '../support/socket';
import { startHttpApp, testConfig } from '../support/test-app';

/**
 * Chat flooding (issue 25 item 2). Send budgets belong to the sender and its IP, not to a socket or
 * a transport: many sockets over two API processes sharing Redis, and the `.action` calls, spend one
 * budget; open sockets are capped per principal and per IP over both processes; a guest's new
 * conversations are capped per IP. Agents keep a generous budget and are not counted against the IP.
 */
type App = Awaited<ReturnType<typeof startHttpApp>>;

const ROOT = { username: 'flood-root', password: 'flood-root-password-1' };
const LIMITS = {
  CHAT_SENDS_PER_MIN: '10',
  CHAT_SENDS_PER_MIN_PER_IP: '1000',
  CHAT_SOCKETS_PER_USER: '3',
  CHAT_SOCKETS_PER_IP: '8',
  CHAT_GUEST_CHATS_PER_IP_PER_HOUR: '4',
};

type Refusal = Error & { data?: { code: string; msg: string } };

/** Every socket the tests open, refused ones included (closed by closeAll). */
const sockets: Socket[] = [];
const connect = (url: string, auth: Record<string, string>) => connectSocket(url, auth, sockets);

describe('chat flooding: budgets and caps across sockets, transports and processes (Redis)', () => {
  let t: App;
  let two: NestFastifyApplication;
  let url1: string;
  let url2: string;
  let ds: DataSource;
  let agentToken: string;
  let stopTwo: () => Promise<void>;

  /** Close every socket and wait until both processes have given their slots back. */
  async function closeAll(): Promise<void> {
    for (const s of sockets.splice(0)) s.close();
    const redis = t.app.get<Redis>(REDIS);
    await eventually(async () => (await redis.keys(`${t.config.redisPrefix}:chat:sockets:*`)).length === 0);
  }

  beforeAll(async () => {
    const env = { ...LIMITS, REDIS_URL: process.env.REDIS_URL!, ...rootEnv(ROOT) };
    t = await startHttpApp(env);
    ds = t.app.get(DataSource);
    // A second API process on the same database and Redis (the default Redis prefix names the database).
    const config2 = testConfig(t.config.DATABASE_URL, env);
    two = await owned(createApp(config2));
    stopTwo = closer(async () => {
      await two.close();
      rmSync(config2.dataDir, { recursive: true, force: true });
    });
    url1 = await listen(t.app);
    url2 = await listen(two);
    agentToken = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token;
  });

  afterAll(async () => {
    for (const s of sockets.splice(0)) s.close();
    await stopTwo();
    await t.close();
  });

  it("a buyer's sockets on both processes and its .action calls share one budget; an agent's generous budget is its own", async () => {
    const buyer = await registerUser(t.http);
    const tabs = [
      await connect(url1, { token: buyer.token }),
      await connect(url1, { token: buyer.token }),
      await connect(url2, { token: buyer.token }),
    ];
    const convId = (await emit(tabs[0], 'chat:join', {})).conversation.id as string;
    // Each socket sends its own burst (5) at once: 15 tries, the buyer's budget is 10 a minute.
    const acks = await Promise.all(
      tabs.flatMap((tab, i) => [0, 1, 2, 3, 4].map((k) => emit(tab, 'chat:send', { type: 'text', content: `s${i}.${k}` }))),
    );
    expect(acks.filter((a) => a.ok)).toHaveLength(10);
    expect(acks.filter((a) => !a.ok).every((a) => a.code === 'COMMON_TOO_FREQUENT')).toBe(true);
    const [{ n }] = await ds.query(`select count(*)::int as n from chat_messages where conversation_id = $1`, [convId]);
    expect(n).toBe(10);
    // The old clients' call spends the same budget.
    expect(await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'one more' }, { token: buyer.token })).toMatchObject({
      code: '1',
      msg: 'Too many requests, please try again later',
    });

    // The agent answers 30 times in a row: staff are not held to a buyer's budget.
    await connect(url2, { agentToken });
    const replies = [];
    for (let i = 0; i < 30; i++)
      replies.push(
        await request(t.http)
          .post(`/v1/agent/conversations/${convId}/messages`)
          .set('authorization', `Bearer ${agentToken}`)
          .send({ type: 'text', content: `answer ${i}` }),
      );
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(201));
    await closeAll();
  });

  it('open sockets: at most CHAT_SOCKETS_PER_USER per buyer and CHAT_SOCKETS_PER_IP per IP over both processes, even in a burst; agents are not counted per IP', async () => {
    const buyer = await registerUser(t.http);
    const auth = { token: buyer.token };
    // Six at once, three on each process: exactly three connect (the slots are taken atomically).
    const burst = await Promise.allSettled([url1, url2, url1, url2, url1, url2].map((u) => connect(u, auth)));
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refused = burst.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Refusal).data);
    expect(refused).toEqual(
      Array(3).fill({ code: 'CHAT_TOO_MANY_CONNECTIONS', msg: 'Too many chat windows are open. Please close one and try again.' }),
    );
    // In the buyer's language.
    await expect(connect(url1, { ...auth, lang: 'cn' })).rejects.toMatchObject({
      data: { code: 'CHAT_TOO_MANY_CONNECTIONS', msg: '打开的聊天窗口过多，请关闭一个后重试。' },
    });
    // A closed socket frees its slot.
    const open = burst.filter((r): r is PromiseFulfilledResult<Socket> => r.status === 'fulfilled').map((r) => r.value);
    open[0].close();
    await eventually(async () => {
      const again = await connect(url2, auth).catch(() => null);
      if (again) open[0] = again;
      return again !== null;
    });

    // This IP holds the buyer's 3; five guests make 8, the ninth socket from it is refused.
    for (let i = 0; i < 5; i++) await connect(i % 2 ? url1 : url2, { anonymousId: crypto.randomUUID() });
    await expect(connect(url1, { anonymousId: crypto.randomUUID() })).rejects.toMatchObject({
      data: { code: 'CHAT_TOO_MANY_CONNECTIONS' },
    });
    // An agent still connects from the same IP.
    expect((await connect(url2, { agentToken })).connected).toBe(true);
    await closeAll();
  });

  it('a guest conversation is new only CHAT_GUEST_CHATS_PER_IP_PER_HOUR times an hour per IP, over sockets and .action; known guests and buyers go on', async () => {
    const [{ n: before }] = await ds.query(`select count(*)::int as n from chat_conversations where guest_key is not null`);
    const guests = Array.from({ length: 6 }, () => crypto.randomUUID());
    const joined = [];
    for (const [i, anonymousId] of guests.entries()) {
      const s = await connect(i % 2 ? url1 : url2, { anonymousId });
      joined.push(await emit(s, 'chat:join', {}));
    }
    expect(joined.filter((j) => j.ok)).toHaveLength(4);
    expect(joined.filter((j) => !j.ok)).toEqual(
      Array(2).fill({
        ok: false,
        code: 'CHAT_GUEST_CHATS_LIMIT',
        msg: 'Too many new chats from your network. Please sign in or try again later.',
      }),
    );
    // The old clients' path: a made-up guest id opens no conversation either.
    expect(await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'hi', anonymousId: crypto.randomUUID() })).toMatchObject({
      code: '1',
      msg: 'Too many new chats from your network. Please sign in or try again later.',
    });
    const [{ n: after }] = await ds.query(`select count(*)::int as n from chat_conversations where guest_key is not null`);
    expect(after - before).toBe(4);
    // A guest with a conversation, and a buyer, still write.
    const known = joined.findIndex((j) => j.ok);
    expect((await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'still here', anonymousId: guests[known] })).code).toBe('0');
    const buyer = await registerUser(t.http);
    expect((await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'signed in' }, { token: buyer.token })).code).toBe('0');
  });
});

describe('chat flooding: the per-IP send budget (one process, in memory)', () => {
  let t: App;

  beforeAll(async () => {
    t = await startHttpApp({ CHAT_SENDS_PER_MIN: '10', CHAT_SENDS_PER_MIN_PER_IP: '12' });
  });

  afterAll(async () => {
    await t.close();
  });

  it("buyers on one IP share the IP's budget", async () => {
    const buyers = await Promise.all([1, 2, 3, 4].map(() => registerUser(t.http)));
    const answers = await Promise.all(
      buyers.flatMap((b) =>
        [1, 2, 3, 4, 5].map((k) => act(t.http, 'newOnlinechat!send', { type: 'text', content: `m${k}` }, { token: b.token })),
      ),
    );
    expect(answers.filter((a) => a.code === '0')).toHaveLength(12);
    expect(answers.filter((a) => a.code !== '0').every((a) => a.msg === 'Too many requests, please try again later')).toBe(true);
  });
});
