import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { ChatService } from '../../src/modules/chat';
import { act, registerUser } from '../support/act';
import { startHttpApp } from '../support/test-app';

/**
 * Guests' chat pictures (issue 25 item 10): anyone may be a guest, so a guest's upload is not a
 * public URL (no free image hosting): it is served only to its guest and the parties of the
 * conversation it is sent in; quotas per guest and per IP (count and bytes a day); uploads never
 * sent are deleted by the job `chat.expireUploads`.
 */
type App = Awaited<ReturnType<typeof startHttpApp>>;

const ROOT = { username: 'uploads-root', password: 'uploads-root-password-1' };
const HOUR = 3_600_000;

async function png(color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Noise does not compress: a PNG of about 480 KB. */
async function noise(): Promise<Buffer> {
  return sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
    .png()
    .toBuffer();
}

describe('guest chat pictures', () => {
  let t: App;
  let ds: DataSource;
  let agentToken: string;

  beforeAll(async () => {
    t = await startHttpApp({
      ADMIN_USERNAME: ROOT.username,
      ADMIN_PASSWORD: ROOT.password,
      CHAT_GUEST_UPLOADS_PER_DAY: '3',
      CHAT_GUEST_UPLOAD_MB_PER_DAY: '1',
      CHAT_GUEST_UPLOADS_PER_IP_PER_DAY: '10',
      CHAT_GUEST_UPLOAD_TTL_HOURS: '6',
    });
    ds = t.app.get(DataSource);
    agentToken = (await request(t.http).post('/v1/admin/login').send(ROOT)).body.token;
  });

  afterAll(async () => {
    await t.close();
  });

  const upload = (headers: Record<string, string>, file: Buffer, lang = 'en') =>
    request(t.http)
      .post(`/v1/chat/uploads?lang=${lang}`)
      .set(headers)
      .attach('file', file, { filename: 'a.png', contentType: 'image/png' });
  const read = (path: string, headers: Record<string, string> = {}) => request(t.http).get(path).set(headers);
  const fileOf = (path: string) => {
    const name = path.slice('/v1/chat/media/'.length);
    return join(t.config.dataDir, 'private', 'chat', name.slice(0, 2), name);
  };

  it("a made-up guest's upload is private: readable by the guest, then by the parties of the conversation it is sent in, by no stranger", async () => {
    const guest = crypto.randomUUID(); // made up: no server-issued id needed
    const up = await upload({ 'x-chat-guest': guest }, await png());
    expect(up.status).toBe(200);
    expect(up.body.path).toMatch(/^\/v1\/chat\/media\/[0-9a-f-]{36}\.png$/);
    const path = up.body.path as string;
    // Stored outside the public /uploads tree.
    expect(existsSync(fileOf(path))).toBe(true);
    expect((await read(`/uploads/${path.split('/').pop()}`)).status).toBe(404);

    // The guest itself reads it (a preview before sending).
    const own = await read(path, { 'x-chat-guest': guest });
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.body).metadata()).width).toBe(8);

    // Strangers: nobody, another (made-up) guest, a buyer, an agent while no conversation shows it.
    const stranger = await registerUser(t.http);
    expect((await read(path)).status).toBe(401);
    expect((await read(path, { 'x-chat-guest': crypto.randomUUID() })).body.error.code).toBe('CHAT_NOT_FOUND');
    expect((await read(path, { authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    expect((await read(path, { 'x-chat-agent': agentToken })).status).toBe(404);

    // Sent in the guest's conversation: the agents who serve it see it; strangers still do not.
    const sent = await act(t.http, 'newOnlinechat!send', { type: 'img', content: path, anonymousId: guest });
    expect(sent.code).toBe('0');
    expect((await read(path, { 'x-chat-agent': agentToken })).status).toBe(200);
    expect((await read(path, { 'x-chat-guest': crypto.randomUUID() })).status).toBe(404);
    expect((await read(path, { authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    // Another guest cannot send it as its own (and so cannot make it visible elsewhere).
    expect(await act(t.http, 'newOnlinechat!send', { type: 'img', content: path, anonymousId: crypto.randomUUID() })).toMatchObject({
      code: '1',
      msg: 'The image must be one you uploaded',
    });

    // The guest signs in: the conversation, and the picture with it, are the account's.
    const buyer = await registerUser(t.http);
    await act(t.http, 'newOnlinechat!list', { anonymousId: guest }, { token: buyer.token });
    expect((await read(path, { authorization: `Bearer ${buyer.token}` })).status).toBe(200);

    // A buyer's own chat picture stays a public upload, as `uploadimg!execute` ones are.
    const mine = await upload({ authorization: `Bearer ${buyer.token}` }, await png('#00aa00'));
    expect(mine.body.path).toMatch(/^\/uploads\/online\//);
    expect((await read(mine.body.path)).status).toBe(200);
  });

  it('chat.expireUploads deletes the pictures a guest never sent, once CHAT_GUEST_UPLOAD_TTL_HOURS have passed; sent ones stay', async () => {
    const chat = t.app.get(ChatService);
    const guest = crypto.randomUUID();
    const [sent, unsent] = await Promise.all(
      [1, 2].map(async () => (await upload({ 'x-chat-guest': guest }, await png())).body.path as string),
    );
    expect((await act(t.http, 'newOnlinechat!send', { type: 'img', content: sent, anonymousId: guest })).code).toBe('0');

    // Not yet: nothing of this guest is deleted.
    await chat.expireUploads(new Date(Date.now() + 5 * HOUR));
    expect(existsSync(fileOf(unsent))).toBe(true);

    // Past the TTL: the unsent picture is gone (file, read, send), the sent one stays.
    expect(await chat.expireUploads(new Date(Date.now() + 7 * HOUR))).toBe(1);
    expect(existsSync(fileOf(unsent))).toBe(false);
    expect((await read(unsent, { 'x-chat-guest': guest })).status).toBe(404);
    expect(await act(t.http, 'newOnlinechat!send', { type: 'img', content: unsent, anonymousId: guest })).toMatchObject({ code: '1' });
    expect(existsSync(fileOf(sent))).toBe(true);
    expect((await read(sent, { 'x-chat-guest': guest })).status).toBe(200);
    expect((await read(sent, { 'x-chat-agent': agentToken })).status).toBe(200);
  });
  it('quotas: a guest uploads so many pictures and bytes a day, an IP so many over all its guests; parallel uploads cannot pass together', async () => {
    // Five at once from a guest allowed three: three stored, two refused.
    const guestA = crypto.randomUUID();
    const burst = await Promise.all([1, 2, 3, 4, 5].map(async () => upload({ 'x-chat-guest': guestA }, await png())));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    expect(burst.filter((r) => r.status === 429).map((r) => r.body.error)).toEqual(
      Array(2).fill({ code: 'CHAT_UPLOAD_QUOTA', message: 'You have sent too many pictures today. Please sign in or try again later.' }),
    );
    const cn = await upload({ 'x-chat-guest': guestA }, await png(), 'cn');
    expect(cn.body.error).toEqual({ code: 'CHAT_UPLOAD_QUOTA', message: '您今天发送的图片过多，请登录或稍后再试。' });

    // Bytes: two pictures of ~480 KB fit in 1 MiB, a third does not.
    const guestB = crypto.randomUUID();
    expect((await upload({ 'x-chat-guest': guestB }, await noise())).status).toBe(200);
    expect((await upload({ 'x-chat-guest': guestB }, await noise())).status).toBe(200);
    expect((await upload({ 'x-chat-guest': guestB }, await noise())).body.error.code).toBe('CHAT_UPLOAD_QUOTA');

    // Every guest here shares one IP: new guests fill its quota of 10 (the pictures deleted unsent still count), then the next is refused.
    let refused = null;
    for (let i = 0; i < 10 && !refused; i++) {
      const r = await upload({ 'x-chat-guest': crypto.randomUUID() }, await png());
      if (r.status !== 200) refused = r.body.error.code;
    }
    expect(refused).toBe('CHAT_UPLOAD_QUOTA');
    const [{ n }] = await ds.query(`select count(*)::int as n from chat_uploads where ip is not null`);
    expect(n).toBe(10);
    // Buyers and agents are not held to the guests' quotas.
    const buyer = await registerUser(t.http);
    expect((await upload({ authorization: `Bearer ${buyer.token}` }, await png())).status).toBe(200);
    expect((await upload({ 'x-chat-agent': agentToken }, await png())).status).toBe(200);
  });
});
