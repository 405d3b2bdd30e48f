import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import { act, registerUser } from '../support/act';
import { startHttpApp } from '../support/test-app';

/**
 * The seller console's chat with its buyers (`/v1/seller/chat`, issue 13): a store lists its
 * conversations, reads, replies with text and an image; the buyer reads the reply through the
 * prebuilt chat app's `.action` calls; another store's ids are refused without a leak.
 */
jest.setTimeout(30_000);

type App = Awaited<ReturnType<typeof startHttpApp>>;
const WAP = { prefix: '/wap/public/' };
/** A buyer's e-mail as a store sees it (as reviews show it): 2 characters, `***`, the domain. */
const masked = (email: string) => `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
}

describe('seller console chat /v1/seller/chat', () => {
  let t: App;
  let url: string;
  let ds: DataSource;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let otherOwner: Awaited<ReturnType<typeof registerUser>>;
  let buyer: Awaited<ReturnType<typeof registerUser>>;
  let buyer2: Awaited<ReturnType<typeof registerUser>>;
  let sellerId: string;
  let otherSellerId: string;
  let sellerToken: string;
  let otherToken: string;
  /** buyer ↔ this store */
  let convId: string;
  /** buyer ↔ the other store */
  let otherConvId: string;
  const sockets: Socket[] = [];

  const as = (token: string | null) => {
    const auth = (r: request.Test) => (token ? r.set('authorization', `Bearer ${token}`) : r);
    return {
      get: (path: string) => auth(request(t.http).get(`/v1/seller/chat/${path}`)),
      post: (path: string, body?: unknown) => auth(request(t.http).post(`/v1/seller/chat/${path}`)).send((body ?? {}) as object),
    };
  };
  const buyerSays = (who: { token: string }, partyid: string, text: string) =>
    act(
      t.http,
      'userOnlineChatController!send',
      { partyid, type: 'text', content: encodeURIComponent(text), loginType: 'user' },
      {
        token: who.token,
        ...WAP,
      },
    );
  const messageCount = async (id: string): Promise<number> =>
    (await ds.query(`select count(*)::int as n from chat_messages where conversation_id = $1`, [id]))[0].n;

  beforeAll(async () => {
    t = await startHttpApp();
    ds = t.app.get(DataSource);
    await t.app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    [owner, otherOwner, buyer, buyer2] = [
      await registerUser(t.http),
      await registerUser(t.http),
      await registerUser(t.http),
      await registerUser(t.http),
    ];
    const store = async (u: { username: string }, name: string): Promise<string> =>
      (
        await ds.query(
          `insert into sellers (owner_user_id, name, shop_remark) values ((select id from users where username = $1), $2, '') returning id::text`,
          [u.username, name],
        )
      )[0].id;
    sellerId = await store(owner, 'Harbor Chat Goods');
    otherSellerId = await store(otherOwner, 'Pine Chat Atelier');
    sellerToken = (await request(t.http).post('/v1/seller/login').send({ username: owner.email, password: owner.password })).body.token;
    otherToken = (await request(t.http).post('/v1/seller/login').send({ username: otherOwner.email, password: otherOwner.password })).body
      .token;
    expect(sellerToken).toEqual(expect.any(String));
    expect(otherToken).toEqual(expect.any(String));

    // The buyer opens a chat from the store page (greeting), then asks; buyer2 asks later; the buyer also writes to the other store.
    expect((await act(t.http, 'userOnlineChatController!senddefault', { partyid: sellerId }, { token: buyer.token, ...WAP })).code).toBe(
      '0',
    );
    expect((await buyerSays(buyer, sellerId, 'Is the lamp in stock?')).code).toBe('0');
    expect((await buyerSays(buyer, otherSellerId, 'Do you ship to Oman?')).code).toBe('0');
    [{ id: convId }] = await ds.query(
      `select id::text from chat_conversations where seller_id = $1 and user_id = (select id from users where username = $2)`,
      [sellerId, buyer.username],
    );
    [{ id: otherConvId }] = await ds.query(`select id::text from chat_conversations where seller_id = $1`, [otherSellerId]);
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  it('refuses a request without a token, a junk token and a buyer without a store (401, no stack)', async () => {
    for (const r of [
      await as(null).get('conversations'),
      await as(null).get(`conversations/${convId}/messages`),
      await as(null).post(`conversations/${convId}/messages`, { type: 'text', content: 'hi' }),
      await as('not-a-real-token-but-long-enough').get('unread'),
      await as(buyer.token).get('conversations'),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: { code: 'SELLER_AUTH_REQUIRED', message: 'Please sign in to your store first' } });
    }
    expect(await messageCount(convId)).toBe(2);
  });

  it("lists the store's conversations newest first with the buyer, unread counts and the last message", async () => {
    expect((await buyerSays(buyer2, sellerId, 'Hello <b>there</b>')).code).toBe('0');
    const r = await as(sellerToken).get('conversations');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      items: [
        {
          id: expect.any(String),
          buyer: { name: masked(buyer2.username), avatar: expect.any(Number) },
          unread: 1,
          lastSeq: 1,
          buyerReadSeq: 1,
          lastMessageAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          lastType: 'text',
          lastPreview: 'Hello there',
        },
        {
          id: convId,
          buyer: { name: masked(buyer.username), avatar: expect.any(Number) },
          unread: 1,
          lastSeq: 2,
          buyerReadSeq: 2,
          lastMessageAt: expect.any(String),
          lastType: 'text',
          lastPreview: 'Is the lamp in stock?',
        },
      ],
      hasMore: false,
      unread: 2,
    });
    expect((await as(sellerToken).get('unread')).body).toEqual({ unread: 2 });
    for (const b of [buyer, buyer2]) expect(JSON.stringify(r.body)).not.toContain(b.username);
    // The other store sees only its own conversation; the owner's own buyer chats never appear here.
    const other = await as(otherToken).get('conversations');
    expect(other.body.items.map((c: { id: string }) => c.id)).toEqual([otherConvId]);
    expect((await as(sellerToken).get('conversations?page=2')).body).toMatchObject({ items: [], hasMore: false });
  });

  it('opens a conversation: messages newest first, and the first page marks it read', async () => {
    const r = await as(sellerToken).get(`conversations/${convId}/messages`);
    expect(r.status).toBe(200);
    expect(r.body.items.map((m: any) => [m.from, m.type, m.content])).toEqual([
      ['buyer', 'text', 'Is the lamp in stock?'],
      ['seller', 'text', 'Hello, welcome!'],
    ]);
    expect(r.body.items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      conversationId: convId,
      seq: 2,
      from: 'buyer',
      senderName: masked(buyer.username),
      type: 'text',
      content: 'Is the lamp in stock?',
      clientId: null,
      deleteStatus: 0,
      createdAt: expect.any(String),
    });
    expect(r.body.hasMore).toBe(false);
    expect(r.body.conversation).toMatchObject({ id: convId, unread: 0 });
    expect((await as(sellerToken).get('unread')).body).toEqual({ unread: 1 });
    expect((await as(sellerToken).get(`conversations/${convId}`)).body).toMatchObject({ id: convId, unread: 0, lastSeq: 2 });
  });

  it('replies with sanitised text; the buyer reads it through the legacy .action call and the read receipt comes back', async () => {
    const sent = await as(sellerToken).post(`conversations/${convId}/messages`, {
      type: 'text',
      content: 'Yes, <script>alert(1)</script><b>two</b> left.\r\nShips tomorrow.',
      clientId: 'reply-1',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      message: expect.objectContaining({
        seq: 3,
        from: 'seller',
        senderName: 'Harbor Chat Goods',
        type: 'text',
        content: 'Yes, two left.\nShips tomorrow.',
      }),
      duplicate: false,
    });
    // The same clientId again answers the first message (no second row).
    const again = await as(sellerToken).post(`conversations/${convId}/messages`, {
      type: 'text',
      content: 'Yes, two left.',
      clientId: 'reply-1',
    });
    expect(again.body).toMatchObject({ duplicate: true, message: { id: sent.body.message.id } });
    expect(await messageCount(convId)).toBe(3);

    // unread for the buyer: the store's greeting and this reply
    expect(
      (await act(t.http, 'userOnlineChatController!unread', { loginType: 'user' }, { token: buyer.token, prefix: '/public/' })).data,
    ).toBe(2);
    const seen = await act(
      t.http,
      'userOnlineChatController!list',
      { loginType: 'user', partyid: sellerId },
      { token: buyer.token, via: 'get', ...WAP },
    );
    expect(seen.code).toBe('0');
    expect(seen.data[0]).toMatchObject({ send_receive: 'receive', type: 'text', content: 'Yes, two left.\nShips tomorrow.' });
    // That first page marked it read for the buyer: the store sees the receipt.
    expect((await as(sellerToken).get(`conversations/${convId}`)).body).toMatchObject({ lastSeq: 3, buyerReadSeq: 3 });
  });

  it('replies with an image uploaded through the chat upload path (checked by content)', async () => {
    const fake = await request(t.http)
      .post('/v1/chat/uploads')
      .set('authorization', `Bearer ${sellerToken}`)
      .attach('file', Buffer.from('<?php echo 1; ?> not an image'), { filename: 'a.png', contentType: 'image/png' });
    expect(fake.status).toBe(400);
    expect(fake.body.error.code).toBe('UPLOAD_BAD_TYPE');
    const big = await request(t.http)
      .post('/v1/chat/uploads')
      .set('authorization', `Bearer ${sellerToken}`)
      .attach('file', Buffer.alloc(2 * 1024 * 1024 + 10, 1), { filename: 'big.png', contentType: 'image/png' });
    expect(big.status).toBe(413);

    const up = await request(t.http)
      .post('/v1/chat/uploads')
      .set('authorization', `Bearer ${sellerToken}`)
      .attach('file', await png(), { filename: 'lamp.png', contentType: 'image/png' });
    expect(up.status).toBe(200);
    expect(up.body.path).toMatch(/^\/uploads\/online\//);
    const sent = await as(sellerToken).post(`conversations/${convId}/messages`, { type: 'img', content: up.body.path });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ type: 'img', content: up.body.path, from: 'seller' });

    const seen = await act(
      t.http,
      'userOnlineChatController!list',
      { loginType: 'user', partyid: sellerId },
      { token: buyer.token, ...WAP },
    );
    expect(seen.data[0]).toMatchObject({
      send_receive: 'receive',
      type: 'img',
      content: expect.stringMatching(/^http:\/\/.+\/uploads\/online\/.+\.png$/),
    });
    const list = await as(sellerToken).get('conversations');
    expect(list.body.items[0]).toMatchObject({ id: convId, lastType: 'img', lastPreview: null });

    // Someone else's upload, and an outside URL, are refused.
    const theirs = await request(t.http)
      .post('/v1/chat/uploads')
      .set('authorization', `Bearer ${buyer2.token}`)
      .attach('file', await png(), { filename: 'x.png', contentType: 'image/png' });
    for (const content of [theirs.body.path, 'https://evil.example/x.png']) {
      const r = await as(sellerToken).post(`conversations/${convId}/messages`, { type: 'img', content });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: { code: 'CHAT_IMAGE_NOT_OWN', message: 'The image must be one you uploaded' } });
    }
  });

  it('pages backwards through older messages', async () => {
    for (let i = 1; i <= 30; i++) {
      expect((await as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: `note ${i}` })).status).toBe(201);
    }
    const first = await as(sellerToken).get(`conversations/${convId}/messages`);
    expect(first.body.items).toHaveLength(30);
    expect(first.body.items[0].content).toBe('note 30');
    expect(first.body.hasMore).toBe(true);
    const oldest = first.body.items[29];
    const second = await as(sellerToken).get(`conversations/${convId}/messages?before=${oldest.id}`);
    expect(second.status).toBe(200);
    expect(second.body.hasMore).toBe(false);
    expect(second.body.items.map((m: any) => m.seq)).toEqual([4, 3, 2, 1]);
    // A cursor of another conversation is a clear error, not someone else's messages.
    const foreign = (await ds.query(`select id::text from chat_messages where conversation_id = $1 limit 1`, [otherConvId]))[0].id;
    const bad = await as(sellerToken).get(`conversations/${convId}/messages?before=${foreign}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('CHAT_BAD_CURSOR');
  });

  it("answers another store's conversation, a customer-service one and the owner's own buyer chat as not found", async () => {
    // The owner of this store also chats as a buyer with the other store, and with customer service.
    expect((await buyerSays(owner, otherSellerId, 'A question as a buyer')).code).toBe('0');
    expect((await act(t.http, 'newOnlinechat!send', { type: 'text', content: 'help' }, { token: owner.token })).code).toBe('0');
    const [{ id: ownBuyerConv }] = await ds.query(
      `select id::text from chat_conversations where kind = 'seller' and seller_id = $1 and user_id = (select id from users where username = $2)`,
      [otherSellerId, owner.username],
    );
    const [{ id: serviceConv }] = await ds.query(
      `select id::text from chat_conversations where kind = 'service' and user_id = (select id from users where username = $1)`,
      [owner.username],
    );
    const before = await messageCount(otherConvId);
    for (const id of [otherConvId, ownBuyerConv, serviceConv, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const r of [
        await as(sellerToken).get(`conversations/${id}`),
        await as(sellerToken).get(`conversations/${id}/messages`),
        await as(sellerToken).post(`conversations/${id}/messages`, { type: 'text', content: 'sneaky' }),
        await as(sellerToken).post(`conversations/${id}/read`, { seq: 1 }),
      ]) {
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ error: { code: 'CHAT_NOT_FOUND', message: 'Conversation not found' } });
      }
    }
    expect(await messageCount(otherConvId)).toBe(before);
    const list = (await as(sellerToken).get('conversations')).body.items.map((c: { id: string }) => c.id);
    expect(list).not.toContain(ownBuyerConv);
    expect(list).not.toContain(serviceConv);
    // The other store still sees its buyer's message unread (nothing was read for it).
    expect((await as(otherToken).get(`conversations/${otherConvId}`)).body.unread).toBe(1);
  });

  it('answers bad input with a clear 400 naming the field', async () => {
    const cases: Array<[request.Test, string, string]> = [
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'video', content: 'x' }),
        'COMMON_INVALID_PARAM',
        'Invalid parameter: type',
      ],
      [as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text' }), 'COMMON_INVALID_PARAM', 'Invalid parameter: content'],
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: 'x', sellerId: otherSellerId }),
        'COMMON_INVALID_PARAM',
        'Invalid parameter: sellerId',
      ],
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: 'x', clientId: 'a b' }),
        'COMMON_INVALID_PARAM',
        'Invalid parameter: clientId',
      ],
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: '   \n ' }),
        'CHAT_CONTENT_REQUIRED',
        'Please enter content',
      ],
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: '<script>x</script>' }),
        'CHAT_CONTENT_REQUIRED',
        'Please enter content',
      ],
      [
        as(sellerToken).post(`conversations/${convId}/messages`, { type: 'text', content: 'x'.repeat(2001) }),
        'CHAT_TEXT_TOO_LONG',
        'Message too long (at most 2000 characters)',
      ],
      [as(sellerToken).post(`conversations/${convId}/read`, { seq: 'all' }), 'COMMON_INVALID_PARAM', 'Invalid parameter: seq'],
      [as(sellerToken).get(`conversations/${convId}/messages?before=abc`), 'COMMON_INVALID_PARAM', 'Invalid parameter: before'],
      [as(sellerToken).get('conversations?page=0'), 'COMMON_INVALID_PARAM', 'Invalid parameter: page'],
    ];
    const count = await messageCount(convId);
    for (const [req, code, message] of cases) {
      const r = await req;
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ error: { code, message } });
    }
    expect(await messageCount(convId)).toBe(count);
    // In the caller's language.
    const cn = await as(sellerToken).post(`conversations/${convId}/messages?lang=cn`, { type: 'text', content: ' ' });
    expect(cn.status).toBe(400);
    expect(cn.body.error).toEqual({ code: 'CHAT_CONTENT_REQUIRED', message: expect.not.stringMatching(/Please enter content/) });
  });

  it('marks read up to a sequence number (read receipt)', async () => {
    expect((await buyerSays(buyer, sellerId, 'Thanks!')).code).toBe('0');
    const conv = (await as(sellerToken).get(`conversations/${convId}`)).body;
    expect(conv.unread).toBe(1);
    const r = await as(sellerToken).post(`conversations/${convId}/read`, { seq: conv.lastSeq });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ readSeq: conv.lastSeq, unread: 0 });
  });

  it("pushes the buyer's message to the store's socket (signed in with the seller token), not to another store's", async () => {
    const connect = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const s = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
        sockets.push(s);
        s.once('connect', () => resolve(s));
        s.once('connect_error', reject);
      });
    const mine = await connect(sellerToken);
    const theirs = await connect(otherToken);
    const leaked: unknown[] = [];
    theirs.on('chat:message', (e) => leaked.push(e));
    const got = new Promise<any>((resolve) => mine.on('chat:message', resolve));
    expect((await buyerSays(buyer, sellerId, 'Are you there?')).code).toBe('0');
    const e = await got;
    expect(e).toMatchObject({ conversationId: convId, message: { from: 'buyer', content: 'Are you there?' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(leaked).toEqual([]);
  });
  it("refuses its own store's owner as a buyer with a clear message in the caller's language, and tells the store and goods pages it is theirs", async () => {
    const refusal = { code: '1', msg: 'This is your own store: you cannot chat with it as a buyer', data: null };
    const own = { token: owner.token, ...WAP };
    expect(await act(t.http, 'userOnlineChatController!senddefault', { partyid: sellerId }, own)).toEqual(refusal);
    expect(await act(t.http, 'userOnlineChatController!list', { partyid: sellerId, loginType: 'user' }, own)).toEqual(refusal);
    expect(await buyerSays(owner, sellerId, 'Talking to myself')).toEqual(refusal);
    expect(await act(t.http, 'userOnlineChatController!senddefault', { partyid: sellerId }, { ...own, lang: 'ar' })).toEqual({
      ...refusal,
      msg: 'هذا متجرك الخاص: لا يمكنك مراسلته بصفتك مشتريًا',
    });
    const [{ n }] = await ds.query(
      `select count(*)::int as n from chat_conversations where seller_id = $1 and user_id = (select id from users where username = $2)`,
      [sellerId, owner.username],
    );
    expect(n).toBe(0);

    // The store page and the goods page say whether the signed-in viewer owns the store (no "Contact seller" then).
    const [{ id: categoryId }] = await ds.query(`insert into categories (name_i18n) values ('{"en":"Lamps"}') returning id::text`);
    const [{ id: goodsId }] = await ds.query(
      `insert into goods (seller_id, category_id, name_i18n, des_i18n, images, selling_price, freight_amount, goods_tax, buy_min)
       values ($1, $2, '{"en":"Brass lamp"}', '{}', '{}', 12000000, 0, 0, 1) returning id::text`,
      [sellerId, categoryId],
    );
    for (const [who, isOwn] of [
      [owner.token, 1],
      [buyer.token, 0],
      [undefined, 0],
    ] as const) {
      const store = await act(t.http, 'seller!info', { sellerId }, { token: who });
      expect(store).toMatchObject({ code: '0', data: { id: sellerId, isOwn } });
      const goods = await act(t.http, 'sellerGoods!info', { sellerGoodsId: goodsId }, { token: who });
      expect(goods).toMatchObject({ code: '0', data: { seller: { id: sellerId, isOwn } } });
      expect(JSON.stringify([store, goods])).not.toContain('owner');
    }
  });

  it("pages the buyer's store conversations by 50 (userlist pageNo), latest activity first, each once", async () => {
    const many = await registerUser(t.http);
    // 51 stores this buyer has talked to, a minute apart (the newest first)
    await ds.query(
      `with s as (
         insert into sellers (name) select 'Paging Store ' || lpad(i::text, 2, '0') from generate_series(1, 51) i returning id, name
       )
       insert into chat_conversations (kind, user_id, seller_id, last_seq, last_message_at, last_type, last_content)
       select 'seller', (select id from users where username = $1), s.id, 1,
              now() - (right(s.name, 2)::int || ' minutes')::interval, 'text', 'hello ' || s.name
         from s`,
      [many.username],
    );
    const page = async (pageNo: string | number | undefined) => {
      const r = await act(t.http, 'userOnlineChatController!userlist', { loginType: 'user', pageNo }, { token: many.token, ...WAP });
      expect(r.code).toBe('0');
      return r.data as Array<{ id: string; partyid: string; username: string }>;
    };
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(1);
    expect(third).toEqual([]);
    const names = [...first, ...second].map((r) => r.username);
    expect(names).toEqual(Array.from({ length: 51 }, (_, i) => `Paging Store ${String(i + 1).padStart(2, '0')}`));
    expect(new Set([...first, ...second].map((r) => r.partyid)).size).toBe(51);
    // no page number, or one that is not a page, answers the first page
    for (const bad of [undefined, 0, -3, 'x', 1.5]) expect((await page(bad)).map((r) => r.id)).toEqual(first.map((r) => r.id));
  });
});
