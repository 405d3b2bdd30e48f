import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import arAdmin from '../src/locales/ar/admin.json';
import enAdmin from '../src/locales/en/admin.json';
import { expect, uniqueEmail, type Lang } from './fixtures';

/**
 * A buyer with money and paid orders, made over the real API (shared by the after-sales and the
 * disputes specs): a registration, a manual deposit the e2e operator approves, a fund password and an
 * address; then orders of a store's goods paid from that balance.
 */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password-0001' }; // global-setup.ts
export const SAFEWORD = '135790';
export const PASSWORD = 'lantern42x';

export const api = (path: string) => `${process.env.E2E_BASE_URL}${path}`;
export const micro = (s: string): bigint => {
  const [i, f = ''] = s.split('.');
  return BigInt(i!) * 1_000_000n + BigInt((f + '000000').slice(0, 6));
};

// ---- a small solid-colour PNG (the upload re-encodes it), without extra packages
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(w: number, h: number, [r, g, b]: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const row = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      const stripe = ((x >> 4) + (y >> 4)) % 2 ? 0.8 : 1;
      raw[row + 1 + x * 3] = Math.round(r * stripe);
      raw[row + 2 + x * 3] = Math.round(g * stripe);
      raw[row + 3 + x * 3] = Math.round(b * stripe);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
export const photo = (name: string, rgb: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(160, 120, rgb) });

export async function act(request: APIRequestContext, name: string, form: Record<string, string>) {
  const r = await request.post(api(`/api/${name}.action`), { form });
  expect(r.status()).toBe(200);
  return (await r.json()) as { code: string; msg: string; data: any };
}

/** A bearer token for the admin API of the e2e operator (or of `who`). */
export async function adminToken(request: APIRequestContext, who = ADMIN): Promise<string> {
  const login = await request.post(api('/v1/admin/login'), { data: who });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()).token;
}

const ADMIN_TEXTS = { en: enAdmin, ar: arAdmin } as const;

/** Sign the e2e operator (or `who`) in to the console at /admin in `lang` (the page's direction checked). */
export async function adminLogin(page: Page, lang: Lang, who = ADMIN) {
  const a = ADMIN_TEXTS[lang];
  await page.goto(api(`/admin?lang=${lang}`));
  await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  const form = page.getByTestId('admin-login');
  await form.getByLabel(a.login.username).fill(who.username);
  await form.getByLabel(a.login.password, { exact: true }).fill(who.password);
  await form.getByRole('button', { name: a.login.submit }).click();
  await expect(page.getByTestId('admin-logout')).toBeVisible();
}

/**
 * The loan product the buyer-side loan specs assume: 100 to 5,000 USDT, 0.1 %/day, 0.2 %/day when
 * overdue, 7 or 30 days, one operator's approval up to 100,000.
 */
export const SMALL_LOANS = {
  amountMin: '100',
  amountMax: '5000',
  dailyRate: '0.001',
  overdueRate: '0.002',
  offeredTerms: [7, 30],
  twoApprovalsAbove: '100000',
};

/** The e2e operator sets the loan product: SMALL_LOANS with `changes`. */
export async function setLoanProduct(request: APIRequestContext, changes: Partial<typeof SMALL_LOANS> = {}): Promise<void> {
  const r = await request.patch(api('/v1/admin/loans/config'), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { ...SMALL_LOANS, ...changes },
  });
  expect(r.status(), await r.text()).toBe(200);
}

/** Registers `username` (type '2': an e-mail, '1': a phone with its area code) with PASSWORD over the buyer API: the token. */
export async function registerBuyer(request: APIRequestContext, username: string, type: '1' | '2' = '2'): Promise<string> {
  const reg = await act(request, 'localuser!registerNoVerifcode', { username, password: PASSWORD, re_password: PASSWORD, type });
  expect(reg.code, reg.msg).toBe('0');
  return reg.data.token;
}

/** A new buyer, registered over the buyer API (`tag` names it in the username). */
export async function newBuyer(request: APIRequestContext, tag: string): Promise<{ email: string; password: string; token: string }> {
  const email = uniqueEmail(tag);
  return { email, password: PASSWORD, token: await registerBuyer(request, email) };
}

type Channel = { id: string; blockchain_name: string; coin: string; address: string };

/**
 * The deposit networks offered to the buyer `token`. When none is in service, the e2e operator
 * enables one first (the e2e server has CHAIN_EVM_XPUB, so an enabled network with an endpoint is).
 */
export async function depositChannels(request: APIRequestContext, token: string): Promise<Channel[]> {
  const channels = (await act(request, 'channelBlockchain!list', { token })).data as Channel[];
  if (channels.length > 0) return channels;
  const r = await request.patch(api('/v1/admin/networks/polygon'), {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { enabled: true, rpcUrl: 'http://127.0.0.1:9/' },
  });
  expect(r.status(), await r.text()).toBe(200);
  expect((await r.json()).inService, 'a network needs CHAIN_EVM_XPUB on the e2e server to be in service').toBe(true);
  return (await act(request, 'channelBlockchain!list', { token })).data as Channel[];
}

/** A manual deposit claim of `amount` USDT by the buyer `token` (proof uploaded), left pending: its order number. */
export async function depositClaim(request: APIRequestContext, token: string, amount: string): Promise<string> {
  const [channel] = await depositChannels(request, token);
  const up = await request.post(api('/api/uploadimg!execute.action'), {
    multipart: { moduleName: 'recharge', token, file: { name: 'proof.png', mimeType: 'image/png', buffer: png(8, 8, [40, 40, 40]) } },
  });
  const img = (await up.json()) as { code: string; data: string };
  expect(img.code).toBe('0');
  const open = await act(request, 'rechargeBlockchain!recharge_open', { token });
  const claim = await act(request, 'rechargeBlockchain!recharge', {
    token,
    session_token: open.data.session_token,
    amount,
    coin: channel!.coin,
    blockchain_name: channel!.blockchain_name,
    channel_address: channel!.address,
    img: img.data,
    from: '0x52908400098527886E0F7030069857D2E4169EE7',
    tx: '0x' + 'ab'.repeat(32),
  });
  expect(claim.code, claim.msg).toBe('0');
  return claim.data.order_no as string;
}

/**
 * `amount` USDT credited to the buyer `token`: a manual deposit claim the e2e operator approves.
 * Above the network's two-approver threshold (1,000 by default) one approval only records a first
 * vote and credits nothing, so for a larger amount the network first takes one approval up to 10,000.
 */
export async function deposit(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const [channel] = await depositChannels(request, token);
  const networks = await request.get(api('/v1/admin/networks'), { headers });
  expect(networks.status(), await networks.text()).toBe(200);
  const network = ((await networks.json()).items as { id: string; claimTwoApprovalThreshold: string }[]).find((n) => n.id === channel!.id);
  if (micro(amount) > micro(network!.claimTwoApprovalThreshold)) {
    const raised = await request.patch(api(`/v1/admin/networks/${channel!.id}`), { headers, data: { claimTwoApprovalThreshold: '10000' } });
    expect(raised.status(), await raised.text()).toBe(200);
  }
  const orderNo = await depositClaim(request, token, amount);
  const ok = await request.post(api(`/v1/admin/deposits/${orderNo}/approve`), { headers });
  expect(ok.status(), await ok.text()).toBe(200);
  expect((await ok.json()).state, 'one approval credits the claim').toBe('credited');
}

/** A new buyer with a fund password, an address and `amount` USDT (a manual deposit an operator approved). */
export async function fundedBuyer(request: APIRequestContext, amount: string): Promise<{ email: string; token: string }> {
  const { email, token } = await newBuyer(request, 'aftersale');
  await deposit(request, token, amount);
  await readyToPay(request, token);
  return { email, token };
}

/** The buyer `token` can pay: the fund password SAFEWORD and a default address. */
export async function readyToPay(request: APIRequestContext, token: string): Promise<void> {
  expect((await act(request, 'user!setSafewordReg', { token, safeword: SAFEWORD, re_safeword: SAFEWORD })).code).toBe('0');
  await addBuyerAddress(request, token);
}

/** Adds the buyer `token` a default address over the buyer API: Layla Haddad's in Dubai, with `changes`. */
export async function addBuyerAddress(request: APIRequestContext, token: string, changes: Record<string, string> = {}): Promise<void> {
  const addr = await act(request, 'address!add', {
    token,
    contacts: 'Layla Haddad',
    phone: '971 501234567',
    email: 'layla@example.com',
    postcode: '00000',
    country: 'United Arab Emirates',
    countryId: '0',
    province: 'Dubai',
    provinceId: '0',
    city: 'Dubai',
    cityId: '0',
    address: '7 Palm Street, Apartment 12',
    use: '1',
    ...changes,
  });
  expect(addr.code, addr.msg).toBe('0');
}

/** "goodsId,skuId" of something on sale in the store (with stock). */
export async function goodsOf(request: APIRequestContext, sellerId: string): Promise<string> {
  const list = await act(request, 'sellerGoods!list', { sellerId, pageNum: '1', pageSize: '20' });
  expect(list.code, list.msg).toBe('0');
  for (const g of list.data.pageList as { id: string }[]) {
    const info = await act(request, 'sellerGoods!info', { sellerGoodsId: g.id });
    const skus: { skuId: string; stock: number }[] = [];
    JSON.stringify(info.data, (k, v) => {
      if (k === 'skus' && Array.isArray(v)) skus.push(...v);
      return v;
    });
    const sku = skus.find((s) => s.stock > 4);
    if (sku) return `${g.id},${sku.skuId}`;
  }
  throw new Error(`no goods with stock in store ${sellerId}`);
}

export async function paidOrder(request: APIRequestContext, buyer: string, line: string): Promise<string> {
  const sub = await act(request, 'order!submit', { token: buyer, orderInfo: `${line},1` });
  expect(sub.code, sub.msg).toBe('0');
  const orderId: string = sub.data.orderList[0].orderId;
  const pay = await act(request, 'order!pay', { token: buyer, orderId, safeword: SAFEWORD });
  expect(pay.code, pay.msg).toBe('0');
  return orderId;
}

export const RETURN_DETAIL = 'The lid arrived cracked in two places.';
export const SELLER_NOTE = 'It left our warehouse intact.';

/** A paid order of the demo store whose return (with a photo) the seller refused and the buyer escalated. */
export async function escalatedCase(request: APIRequestContext, buyer: string, line: string, sellerToken: string): Promise<string> {
  const orderId = await paidOrder(request, buyer, line);
  const up = await request.post(api('/api/uploadimg!execute.action'), {
    multipart: { moduleName: 'returns', token: buyer, file: photo('lid.png', [185, 28, 28]) },
  });
  const img = (await up.json()) as { code: string; data: string };
  expect(img.code).toBe('0');
  const ret = await act(request, 'order!returns', {
    token: buyer,
    orderId,
    returnReason: '9',
    returnDetail: RETURN_DETAIL,
    imgUrl1: img.data,
  });
  expect(ret.code, ret.msg).toBe('0');
  const reject = await request.post(api(`/v1/seller/returns/${ret.data.caseId}/reject`), {
    headers: { authorization: `Bearer ${sellerToken}` },
    data: { reason: SELLER_NOTE },
  });
  expect(reject.status(), await reject.text()).toBe(200);
  const esc = await act(request, 'order!returnsEscalate', { token: buyer, orderId });
  expect(esc.code, esc.msg).toBe('0');
  return orderId;
}

export const balance = async (request: APIRequestContext, token: string): Promise<bigint> => {
  const r = await act(request, 'wallet!getUsdt', { token });
  expect(r.code, r.msg).toBe('0');
  return BigInt(Math.round(Number(r.data.money) * 1_000_000));
};
