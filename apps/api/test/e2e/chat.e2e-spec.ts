import request from 'supertest';
import { DataSource } from 'typeorm';
import type { Socket } from 'socket.io-client';
import sharp from 'sharp';
import type Redis from 'ioredis';
import { createApp } from '../../src/app.factory';
import { REDIS } from '../../src/core/core.module';
import { eventually } from '../support/eventually';
import { act, registerUser } from '../support/act';
import { createOperator, rootEnv } from '../support/admin';
import { connect, emit, listen } from '../support/socket';
import { startHttpApp, testConfig } from '../support/test-app';

/**
 * Chat (issue 13): the 9 `.action` chat paths (contract shapes), the socket gateway, the agent REST,
 * the attacks the issue lists, and two API processes sharing Redis.
 */
type App = Awaited<ReturnType<typeof startHttpApp>>;

jest.setTimeout(30_000);

const ROOT = { username: 'chat-root', password: 'chat-root-password-1' };
const UUID4 = () => crypto.randomUUID();

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

describe('chat', () => {
  let t: App;
  let url: string;
  let ds: DataSource;
  let agentToken: string;
  let agent2Token: string;
  let agent2Id: string;
  const sockets: Socket[] = [];
  const track = (s: Socket) => (sockets.push(s), s);

  beforeAll(async () => {
    t = await startHttpApp(rootEnv(ROOT));
    ds = t.app.get(DataSource);
    url = await listen(t.app);
    const root = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token as string;
    const agent = (username: string) => createOperator(t.http, root, { username, password: `${username}-password-1`, roles: ['agent'] });
    agentToken = (await agent('agent-one')).token;
    ({ id: agent2Id, token: agent2Token } = await agent('agent-two'));
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const agent = (token = agentToken) => ({
    get: (path: string) => request(t.http).get(path).set('authorization', `Bearer ${token}`),
    post: (path: string, body: object = {}) => request(t.http).post(path).set('authorization', `Bearer ${token}`).send(body),
  });

  describe('customer service over .action (contract §4.8)', () => {
    it('a guest sends (text decoded once), lists newest first in pages of 10, and reads unread', async () => {
      const anonymousId = UUID4();
      // The client encodes with encodeURIComponent and appends it to the URL unencoded: the server sees it encoded once.
      const sent = await act(
        t.http,
        'newOnlinechat!send',
        { type: 'text', content: encodeURIComponent('hello 100% + more\nline 2'), anonymousId },
        { via: 'query' },
      );
      expect(sent.code).toBe('0');
      const list = await act(t.http, 'newOnlinechat!list', { anonymousId });
      expect(list.code).toBe('0');
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toEqual({
        id: expect.any(String),
        send_receive: 'send',
        type: 'text',
        content: 'hello 100% + more\nline 2',
        createtime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        delete_status: 0,
        targetUsername: '',
        seq: 1,
      });
      for (let i = 0; i < 11; i++) await act(t.http, 'newOnlinechat!send', { type: 'text', content: `m${i}`, anonymousId });
      const page1 = await act(t.http, 'newOnlinechat!list', { anonymousId });
      expect(page1.data.map((m: any) => m.content)).toEqual(['m10', 'm9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
      const page2 = await act(t.http, 'newOnlinechat!list', { anonymousId, message_id: page1.data[9].id });
      expect(page2.data.map((m: any) => m.content)).toEqual(['m0', 'hello 100% + more\nline 2']);
      const bad = await act(t.http, 'newOnlinechat!list', { anonymousId, message_id: '999999999' }, { lang: 'cn' });
      expect(bad).toMatchObject({ code: '1', msg: '参数异常，消息获取失败' });
      const unread = await act(t.http, 'newOnlinechat!unread', { anonymousId }, { via: 'get' });
      expect(unread).toMatchObject({ code: '0', data: 0 });
      // Empty content: success, nothing sent (legacy).
      expect(await act(t.http, 'newOnlinechat!send', { type: 'text', content: '', anonymousId })).toMatchObject({ code: '0', data: null });
    });

    it('a guest without an id gets "chat error"; a guessable id is refused', async () => {
      expect(await act(t.http, 'newOnlinechat!list', {})).toMatchObject({ code: '1', msg: 'chat error' });
      expect(await act(t.http, 'newOnlinechat!list', { anonymousId: '1' })).toMatchObject({ code: '1', msg: 'chat error' });
      expect(await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'x', anonymousId: 'guest-42' })).toMatchObject({ code: '1' });
      // A forged signed id (wrong signature) is refused too.
      expect(await act(t.http, 'newOnlinechat!list', { anonymousId: `g1.${'a'.repeat(32)}.${'b'.repeat(22)}` })).toMatchObject({
        code: '1',
      });
      const issued = await request(t.http).get('/v1/chat/guest');
      expect(issued.body.anonymousId).toMatch(/^g1\./);
      expect(await act(t.http, 'newOnlinechat!list', { anonymousId: issued.body.anonymousId })).toMatchObject({ code: '0', data: [] });
    });

    it('a guest who logs in finds the guest conversation in the account', async () => {
      const anonymousId = UUID4();
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'as a guest', anonymousId });
      const u = await registerUser(t.http);
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'logged in', anonymousId }, { token: u.token });
      const list = await act(t.http, 'newOnlinechat!list', {}, { token: u.token });
      expect(list.data.map((m: any) => [m.content, m.seq])).toEqual([
        ['logged in', 2],
        ['as a guest', 1],
      ]);
      // The guest id no longer reads it.
      expect((await act(t.http, 'newOnlinechat!list', { anonymousId })).data).toEqual([]);
    });
  });

  describe('agents', () => {
    it('queue, claim, answer, read receipts, unread per side, transfer, close; another agent is refused', async () => {
      const u = await registerUser(t.http);
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'need help' }, { token: u.token });
      const q = await agent().get('/v1/agent/conversations?scope=waiting');
      expect(q.status).toBe(200);
      const row = q.body.items.find((c: any) => c.customer === u.username);
      expect(row).toMatchObject({ kind: 'service', status: 'open', staffUnread: 1, buyerUnread: 0, agentId: null, isGuest: false });
      expect(row.waitingSince).toEqual(expect.any(String));

      expect((await agent().post(`/v1/agent/conversations/${row.id}/claim`)).body.agentName).toBe('agent-one');
      // agent-two may no longer read or write it.
      expect((await agent(agent2Token).get(`/v1/agent/conversations/${row.id}/messages`)).body.error.code).toBe('CHAT_NOT_FOUND');
      expect(
        (await agent(agent2Token).post(`/v1/agent/conversations/${row.id}/messages`, { type: 'text', content: 'hi' })).body.error.code,
      ).toBe('CHAT_NOT_FOUND');

      const hist = await agent().get(`/v1/agent/conversations/${row.id}/messages`);
      expect(hist.body.items[0]).toMatchObject({ from: 'buyer', content: 'need help', seq: 1 });
      const reply = await agent().post(`/v1/agent/conversations/${row.id}/messages`, {
        type: 'text',
        content: 'hello, <b>how</b> can I help?',
        clientId: 'a1',
      });
      expect(reply.body.message).toMatchObject({ from: 'agent', seq: 2, content: 'hello, how can I help?' });
      const again = await agent().post(`/v1/agent/conversations/${row.id}/messages`, {
        type: 'text',
        content: 'hello, how can I help?',
        clientId: 'a1',
      });
      expect(again.body).toMatchObject({ duplicate: true, message: { id: reply.body.message.id } });

      expect(await act(t.http, 'newOnlinechat!unread', {}, { token: u.token, via: 'get' })).toMatchObject({ data: 1 });
      const seen = await act(t.http, 'newOnlinechat!list', {}, { token: u.token });
      expect(seen.data[0]).toMatchObject({ send_receive: 'receive', targetUsername: 'agent-one' });
      expect(await act(t.http, 'newOnlinechat!unread', {}, { token: u.token })).toMatchObject({ data: 0 });
      const conv = await agent().get(`/v1/agent/conversations/${row.id}`);
      expect(conv.body).toMatchObject({ buyerReadSeq: 2, staffUnread: 0, waitingSince: null });

      const profile = await agent().get(`/v1/agent/conversations/${row.id}/customer`);
      expect(profile.body.customer).toMatchObject({ username: u.username, wallet: { available: expect.any(String) }, orders: [] });

      const moved = await agent().post(`/v1/agent/conversations/${row.id}/assign`, { agentId: agent2Id });
      expect(moved.body.agentName).toBe('agent-two');
      expect((await agent().get(`/v1/agent/conversations/${row.id}/messages`)).status).toBe(404);
      expect((await agent(agent2Token).post(`/v1/agent/conversations/${row.id}/close`)).body).toEqual({ ok: true });
      expect((await agent(agent2Token).get('/v1/agent/conversations?status=closed')).body.items.map((c: any) => c.id)).toContain(row.id);

      expect((await agent().get('/v1/agent/canned?lang=cn')).body.items[0]).toMatchObject({ lang: 'cn', title: expect.any(String) });
      expect((await request(t.http).get('/v1/agent/conversations')).status).toBe(401);
      // A buyer's session is not an agent's.
      expect((await agent(u.token).get('/v1/agent/conversations')).status).toBe(401);
    });
  });

  describe('buyer ↔ seller (prebuilt chat app)', () => {
    it('senddefault greets, send/list/userlist/unread/onechat with the contract fields, both sides', async () => {
      const buyer = await registerUser(t.http);
      const owner = await registerUser(t.http);
      const [{ id: sellerId }] = await ds.query(
        `insert into sellers (owner_user_id, name, shop_remark) values ((select id from users where username = $1), 'Chat Store', '') returning id::text`,
        [owner.username],
      );
      const p = { prefix: '/wap/public/' };
      const greet = await act(
        t.http,
        'userOnlineChatController!senddefault',
        { partyid: sellerId },
        { token: buyer.token, via: 'get', ...p },
      );
      expect(greet.data).toMatchObject({ send_receive: 'receive', type: 'text', content: 'Hello, welcome!', delete_status: 0 });
      expect(
        (await act(t.http, 'userOnlineChatController!senddefault', { partyid: sellerId }, { token: buyer.token, ...p })).data,
      ).toBeNull();

      const sent = await act(
        t.http,
        'userOnlineChatController!send',
        { partyid: sellerId, type: 'text', content: encodeURIComponent('is it in stock?'), loginType: 'user' },
        { token: buyer.token, via: 'get', ...p },
      );
      expect(sent.data).toEqual({
        updatetime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        delete_status: 0,
        chat_id: expect.any(String),
        type: 'text',
        content: 'is it in stock?',
        send_receive: 'send',
      });
      expect(
        (await act(t.http, 'userOnlineChatController!send', { partyid: sellerId, type: 'text', content: '' }, { token: buyer.token, ...p }))
          .msg,
      ).toBe('Please enter content');
      expect(
        (await act(t.http, 'userOnlineChatController!send', { type: 'text', content: 'x' }, { token: buyer.token, lang: 'cn', ...p })).msg,
      ).toBe('暂无用户');

      const shopUnread = await act(
        t.http,
        'userOnlineChatController!unread',
        { loginType: 'shop' },
        { token: owner.token, via: 'get', prefix: '/public/' },
      );
      expect(shopUnread.data).toBe(1);
      const shopList = await act(
        t.http,
        'userOnlineChatController!userlist',
        { loginType: 'shop' },
        { token: owner.token, via: 'get', ...p },
      );
      expect(shopList.data[0]).toEqual({
        id: expect.any(String),
        unreadmsg: 1,
        // masked as reviews show it: a store never sees the buyer's e-mail
        username: `${buyer.username.slice(0, 2)}***${buyer.username.slice(buyer.username.indexOf('@'))}`,
        useravatar: expect.any(String),
        uid: expect.any(String),
        partyid: expect.any(String),
        avatar: expect.any(String),
        remarks: '',
        content: 'is it in stock?',
        updatetime: expect.stringMatching(/T/),
        order_updatetime: expect.stringMatching(/T/),
      });
      const buyerId = shopList.data[0].partyid;
      const shopMsgs = await act(
        t.http,
        'userOnlineChatController!list',
        { loginType: 'shop', partyid: buyerId },
        { token: owner.token, via: 'get', ...p },
      );
      expect(shopMsgs.data.map((m: any) => [m.send_receive, m.content])).toEqual([
        ['receive', 'is it in stock?'],
        ['send', 'Hello, welcome!'],
      ]);
      expect(shopMsgs.data[0]).toEqual({
        id: expect.any(String),
        send_receive: 'receive',
        type: 'text',
        content: 'is it in stock?',
        createtime: expect.stringMatching(/T/),
        delete_status: 0,
        seq: 2,
      });
      await act(
        t.http,
        'userOnlineChatController!send',
        { partyid: buyerId, type: 'text', content: 'yes', loginType: 'shop' },
        { token: owner.token, ...p },
      );
      expect(
        (await act(t.http, 'userOnlineChatController!unread', { loginType: 'user' }, { token: buyer.token, prefix: '/public/' })).data,
      ).toBe(2);
      const mine = await act(t.http, 'userOnlineChatController!userlist', { loginType: 'user' }, { token: buyer.token, ...p });
      expect(mine.data[0]).toMatchObject({ username: 'Chat Store', partyid: sellerId, unreadmsg: 2, content: 'yes' });
      const one = await act(
        t.http,
        'userOnlineChatController!onechat',
        { chatid: mine.data[0].id, messageid: '' },
        { token: buyer.token, ...p },
      );
      expect(one.data).toMatchObject({ id: mine.data[0].id, unreadmsg: 0 });
      // The prebuilt app also lists a store's conversation through newOnlinechat!list?partyId.
      const viaService = await act(
        t.http,
        'newOnlinechat!list',
        { partyId: sellerId, messageid: '', selectType: '' },
        { token: buyer.token, prefix: '/wap/api/' },
      );
      expect(viaService.data[0]).toMatchObject({ send_receive: 'receive', content: 'yes' });
      // Another buyer cannot open this conversation.
      const other = await registerUser(t.http);
      expect((await act(t.http, 'userOnlineChatController!onechat', { chatid: mine.data[0].id }, { token: other.token, ...p })).code).toBe(
        '1',
      );
      expect((await act(t.http, 'userOnlineChatController!userlist', {}, { ...p })).code).toBe('403');
    });
  });

  describe('sockets', () => {
    it('a guest and an agent chat in real time; reconnect sync is gap-free; typing and read receipts', async () => {
      const guestId = (await request(t.http).get('/v1/chat/guest')).body.anonymousId as string;
      const g = track(await connect(url, { anonymousId: guestId }));
      const a = track(await connect(url, { agentToken }));
      const joined = await emit(g, 'chat:join', {});
      expect(joined).toMatchObject({ ok: true, conversation: { kind: 'service', isGuest: true, lastSeq: 0 } });
      const convId = joined.conversation.id;
      const atAgent = new Promise<any>((r) => a.once('chat:message', r));
      const ack = await emit(g, 'chat:send', { type: 'text', content: 'hi from the socket', clientId: 'c1' });
      expect(ack).toMatchObject({ ok: true, duplicate: false, message: { seq: 1, from: 'buyer', conversationId: convId } });
      expect((await atAgent).message.content).toBe('hi from the socket');
      // Idempotent send: same clientId → same message, no new sequence number.
      expect(await emit(g, 'chat:send', { type: 'text', content: 'hi from the socket', clientId: 'c1' })).toMatchObject({
        duplicate: true,
        message: { seq: 1 },
      });

      const atGuest = new Promise<any>((r) => g.once('chat:message', r));
      const typing = new Promise<any>((r) => g.once('chat:typing', r));
      expect(await emit(a, 'chat:typing', { conversationId: convId })).toEqual({ ok: true });
      expect(await typing).toEqual({ conversationId: convId, side: 'staff' });
      expect(await emit(a, 'chat:send', { conversationId: convId, type: 'text', content: 'agent here' })).toMatchObject({ ok: true });
      expect((await atGuest).message).toMatchObject({ from: 'agent', seq: 2, senderName: 'agent-one' });
      const receipt = new Promise<any>((r) => a.once('chat:read', r));
      expect(await emit(g, 'chat:read', { conversationId: convId, seq: 2 })).toEqual({ ok: true, readSeq: 2, unread: 0 });
      expect(await receipt).toEqual({ conversationId: convId, side: 'buyer', seq: 2 });

      // The guest drops; two messages arrive; the reconnect asks for what follows seq 2.
      g.close();
      await emit(a, 'chat:send', { conversationId: convId, type: 'text', content: 'm3' });
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'm4 from an old client', anonymousId: guestId });
      const g2 = track(await connect(url, { anonymousId: guestId }));
      const sync = await emit(g2, 'chat:sync', { conversationId: convId, afterSeq: 2 });
      expect(sync.messages.map((m: any) => [m.seq, m.content])).toEqual([
        [3, 'm3'],
        [4, 'm4 from an old client'],
      ]);
      expect(sync.lastSeq).toBe(4);
    });

    it('concurrent sends into one conversation: consecutive sequence numbers, exact counters, one message per clientId', async () => {
      const guestId = (await request(t.http).get('/v1/chat/guest')).body.anonymousId as string;
      // Several tabs of one guest and one agent, 5 sends each (a socket's burst), all at once.
      const tabs = await Promise.all([1, 2, 3, 4].map(() => connect(url, { anonymousId: guestId }).then(track)));
      const a = track(await connect(url, { agentToken }));
      const convId = (await emit(tabs[0], 'chat:join', {})).conversation.id as string;
      const acks = await Promise.all([
        ...tabs.flatMap((tab, i) => [0, 1, 2, 3, 4].map((k) => emit(tab, 'chat:send', { type: 'text', content: `g${i}.${k}` }))),
        ...[0, 1, 2, 3, 4].map((k) => emit(a, 'chat:send', { conversationId: convId, type: 'text', content: `a.${k}` })),
      ]);
      expect(acks.every((r) => r.ok)).toBe(true);
      expect(acks.map((r) => r.message.seq).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      const [row] = await ds.query(
        `select last_seq::int as "lastSeq", staff_unread as "staffUnread", buyer_unread as "buyerUnread", agent_id::text as "agentId"
           from chat_conversations where id = $1`,
        [convId],
      );
      // Nobody marked anything read: each side's unread is every message of the other side (no lost update).
      expect(row).toMatchObject({ lastSeq: 25, staffUnread: 20, buyerUnread: 5 });
      expect(row.agentId).not.toBeNull();
      const sync = await emit(tabs[0], 'chat:sync', { conversationId: convId, afterSeq: 0 });
      expect(sync.messages.map((m: any) => m.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));

      // The same clientId from four new tabs (their send budget full) at once: one message, three duplicates answering it.
      const more = await Promise.all(tabs.map(() => connect(url, { anonymousId: guestId }).then(track)));
      const same = await Promise.all(more.map((tab) => emit(tab, 'chat:send', { type: 'text', content: 'once', clientId: 'same-1' })));
      expect(same.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
      expect(new Set(same.map((r) => r.message.id)).size).toBe(1);
      expect(same[0].message.seq).toBe(26);
      const [after] = await ds.query(`select last_seq::int as "lastSeq" from chat_conversations where id = $1`, [convId]);
      expect(after.lastSeq).toBe(26);
    });

    it('queue notices: every agent while a conversation waits; once assigned, its agent and the superadmins only', async () => {
      const rootToken = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token as string;
      const g = track(await connect(url, { anonymousId: UUID4() }));
      const one = track(await connect(url, { agentToken }));
      const two = track(await connect(url, { agentToken: agent2Token }));
      const root = track(await connect(url, { agentToken: rootToken }));
      const notices = new Map<Socket, string[]>([one, two, root].map((s) => [s, []]));
      for (const [s, list] of notices) s.on('chat:queue', (e: { conversationId: string }) => list.push(e.conversationId));
      const convId = (await emit(g, 'chat:join', {})).conversation.id as string;
      const seen = (s: Socket) => notices.get(s)!.filter((id) => id === convId).length;

      await emit(g, 'chat:send', { type: 'text', content: 'waiting' });
      await eventually(() => seen(one) === 1 && seen(two) === 1 && seen(root) === 1);
      // The claim leaves every waiting list: every agent hears of it.
      await agent().post(`/v1/agent/conversations/${convId}/claim`);
      await eventually(() => seen(one) === 2 && seen(two) === 2 && seen(root) === 2);
      await emit(g, 'chat:send', { type: 'text', content: 'assigned now' });
      await eventually(() => seen(one) === 3 && seen(root) === 3);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen(two)).toBe(2);
    });

    it('attacks: another buyer’s conversation, sending as someone else, another guest’s history, HTML, a non-image, a flood', async () => {
      const victim = await registerUser(t.http);
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'my secret order' }, { token: victim.token });
      const victimConv = (await agent().get('/v1/agent/conversations?scope=waiting')).body.items.find(
        (c: any) => c.customer === victim.username,
      ).id;
      const attacker = await registerUser(t.http);
      const s = track(await connect(url, { token: attacker.token }));

      // Join / read / send into another buyer's conversation: refused, nothing leaks.
      expect(await emit(s, 'chat:join', { conversationId: victimConv })).toMatchObject({ ok: false, code: 'CHAT_NOT_FOUND' });
      expect(await emit(s, 'chat:sync', { conversationId: victimConv, afterSeq: 0 })).toMatchObject({ ok: false, code: 'CHAT_NOT_FOUND' });
      expect(await emit(s, 'chat:send', { conversationId: victimConv, type: 'text', content: 'pwned' })).toMatchObject({
        ok: false,
        code: 'CHAT_NOT_FOUND',
      });
      expect(await emit(s, 'chat:read', { conversationId: victimConv, seq: 99 })).toMatchObject({ ok: false });
      // "Send as someone else": sender fields in the payload are ignored; the message is the attacker's own.
      const own = await emit(s, 'chat:send', { type: 'text', content: 'mine', from: 'agent', senderName: 'agent-one', userId: 'x' });
      expect(own.message).toMatchObject({ from: 'buyer', senderName: attacker.username });
      expect(own.message.conversationId).not.toBe(victimConv);
      // A forged agent token or no credentials: no socket.
      await expect(connect(url, { agentToken: 'x'.repeat(43) })).rejects.toThrow();
      await expect(connect(url, {})).rejects.toThrow();
      await expect(connect(url, { anonymousId: 'guest-1' })).rejects.toThrow();
      const victimHistory = await act(t.http, 'newOnlinechat!list', {}, { token: attacker.token });
      expect(victimHistory.data.map((m: any) => m.content)).toEqual(['mine']);

      // Another guest's history: a different (even a near) id reads nothing of it, and agents never see guest ids.
      const guestA = UUID4();
      await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'guest A private', anonymousId: guestA });
      const near = guestA.slice(0, -1) + (guestA.endsWith('0') ? '1' : '0');
      expect((await act(t.http, 'newOnlinechat!list', { anonymousId: near })).data).toEqual([]);
      const queue = JSON.stringify((await agent().get('/v1/agent/conversations')).body);
      expect(queue).not.toContain(guestA);

      // Script / HTML in text: no tags kept, line breaks kept, text entity-escaped.
      const html = await emit(s, 'chat:send', {
        type: 'text',
        content: '<script>alert(1)</script><img src=x onerror=alert(1)>a < b & c\nnext <b>line</b>',
      });
      expect(html.message.content).toBe('a &lt; b &amp; c\nnext line');
      const viaAction = await act(
        t.http,
        'newOnlinechat!send',
        { type: 'text', content: encodeURIComponent('<iframe src="javascript:alert(1)"></iframe>ok') },
        { token: attacker.token, via: 'query' },
      );
      expect(viaAction.data.content).toBe('ok');
      expect((await emit(s, 'chat:send', { type: 'text', content: 'x'.repeat(2001) })).code).toBe('CHAT_TEXT_TOO_LONG');

      // A non-image as image: refused at upload (by content), and a URL not uploaded by the caller is refused.
      const fake = await request(t.http)
        .post('/v1/chat/uploads')
        .set('authorization', `Bearer ${attacker.token}`)
        .attach('file', Buffer.from('<?php echo 1; ?> not an image'), { filename: 'a.png', contentType: 'image/png' });
      expect(fake.status).toBe(400);
      expect(fake.body.error.code).toBe('UPLOAD_BAD_TYPE');
      const up = await request(t.http)
        .post('/v1/chat/uploads')
        .set('authorization', `Bearer ${victim.token}`)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' });
      expect(up.status).toBe(200);
      expect(up.body.path).toMatch(/^\/uploads\/online\//);
      const si = track(await connect(url, { token: attacker.token })); // a socket of its own: `s` has spent its send budget
      expect(await emit(si, 'chat:send', { type: 'img', content: up.body.path })).toMatchObject({ ok: false, code: 'CHAT_IMAGE_NOT_OWN' });
      expect(await emit(si, 'chat:send', { type: 'img', content: 'https://evil.example/x.png' })).toMatchObject({
        ok: false,
        code: 'CHAT_IMAGE_NOT_OWN',
      });
      const victimImg = await act(t.http, 'newOnlinechat!send', { type: 'img', content: up.body.path }, { token: victim.token });
      expect(victimImg.data).toMatchObject({ type: 'img', content: expect.stringMatching(/^http:\/\/.+\/uploads\/online\/.+\.png$/) });
      // An oversized socket packet is dropped by the server (connection closed).
      const big = track(await connect(url, { token: attacker.token }));
      const closed = new Promise((r) => big.once('disconnect', r));
      big.emit('chat:send', { type: 'text', content: 'y'.repeat(40_000) });
      await closed;

      // 100 messages in one second from one socket: a handful pass, the rest are refused; nothing stored beyond them.
      const flood = track(await connect(url, { token: attacker.token }));
      const before = (
        await ds.query(
          `select count(*)::int n from chat_messages m join chat_conversations c on c.id = m.conversation_id join users u on u.id = c.user_id where u.username = $1`,
          [attacker.username],
        )
      )[0].n;
      const acks = await Promise.all(Array.from({ length: 100 }, (_, i) => emit(flood, 'chat:send', { type: 'text', content: `f${i}` })));
      const passed = acks.filter((x) => x.ok).length;
      expect(passed).toBeGreaterThan(0);
      expect(passed).toBeLessThanOrEqual(8);
      expect(acks.filter((x) => !x.ok).every((x) => x.code === 'COMMON_TOO_FREQUENT')).toBe(true);
      const after = (
        await ds.query(
          `select count(*)::int n from chat_messages m join chat_conversations c on c.id = m.conversation_id join users u on u.id = c.user_id where u.username = $1`,
          [attacker.username],
        )
      )[0].n;
      expect(after - before).toBe(passed);
    });

    it('an image round trip: a guest uploads, sends, the agent sees the image', async () => {
      const guestId = UUID4();
      const g = track(await connect(url, { anonymousId: guestId }));
      const a = track(await connect(url, { agentToken }));
      const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .webp()
        .toBuffer();
      const up = await request(t.http)
        .post('/v1/chat/uploads')
        .set('x-chat-guest', guestId)
        .attach('file', webp, { filename: 'x.webp', contentType: 'image/webp' });
      expect(up.status).toBe(200);
      const seen = new Promise<any>((r) => a.once('chat:message', r));
      expect(await emit(g, 'chat:send', { type: 'img', content: up.body.path })).toMatchObject({
        ok: true,
        message: { type: 'img', content: up.body.path },
      });
      expect((await seen).message).toMatchObject({ type: 'img', content: up.body.path });
      // A guest's picture is private (issue 25 item 10, see chat-guest-uploads.e2e-spec.ts): the agent reads it with its token.
      expect(up.body.path).toMatch(/^\/v1\/chat\/media\//);
      const img = await request(t.http).get(up.body.path).set('x-chat-agent', agentToken);
      expect(img.status).toBe(200);
      expect((await request(t.http).get(up.body.path)).status).toBe(401);
      // Another guest cannot send that image as its own.
      const other = track(await connect(url, { anonymousId: UUID4() }));
      expect(await emit(other, 'chat:send', { type: 'img', content: up.body.path })).toMatchObject({
        ok: false,
        code: 'CHAT_IMAGE_NOT_OWN',
      });
    });
  });

  describe('two API processes sharing Postgres and Redis', () => {
    it('a message sent through one process reaches an agent connected to the other', async () => {
      const redisUrl = process.env.REDIS_URL!;
      expect(redisUrl).toBeTruthy();
      const cfg = () => testConfig(t.config.DATABASE_URL, { REDIS_URL: redisUrl });
      const one = await createApp(cfg());
      const two = await createApp(cfg());
      try {
        const url1 = await listen(one);
        const url2 = await listen(two);
        const a = track(await connect(url2, { agentToken }));
        const guestId = UUID4();
        const g = track(await connect(url1, { anonymousId: guestId }));
        await new Promise((r) => setTimeout(r, 200)); // the Redis adapter's subscriptions settle
        const got = new Promise<any>((r) => a.once('chat:message', r));
        const started = Date.now();
        expect(await emit(g, 'chat:send', { type: 'text', content: 'across processes' })).toMatchObject({ ok: true });
        expect((await got).message.content).toBe('across processes');
        expect(Date.now() - started).toBeLessThan(1000);
        // And back: the agent on process two answers, the guest on process one hears it.
        const back = new Promise<any>((r) => g.once('chat:message', r));
        const convId = (await emit(g, 'chat:join', {})).conversation.id;
        expect(await emit(a, 'chat:send', { conversationId: convId, type: 'text', content: 'heard you' })).toMatchObject({ ok: true });
        expect((await back).message.content).toBe('heard you');
        // A plain .action send on process one reaches the agent on process two as well.
        const legacy = new Promise<any>((r) => a.once('chat:message', r));
        await act(one.getHttpServer(), 'newOnlinechat!send', { type: 'text', content: 'old client', anonymousId: guestId });
        expect((await legacy).message.content).toBe('old client');
      } finally {
        for (const s of sockets.splice(0)) s.close();
        const clients = [one, two].map((a) => a.get<Redis | null>(REDIS, { strict: false }));
        await one.close();
        await two.close();
        // The app closes its core Redis client (rate limits) itself (the status turns 'end' once the socket closes).
        await eventually(() => clients.every((c) => c?.status === 'end'), 2000);
      }
    }, 30_000);
  });
});
