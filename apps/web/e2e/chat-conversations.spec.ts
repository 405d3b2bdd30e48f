import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { Client } from 'pg';
import arChatBuyer from '../src/locales/ar/chat-buyer.json';
import enChatBuyer from '../src/locales/en/chat-buyer.json';
import { SCREENSHOT_DIR, expect, test, uniqueEmail } from './fixtures';

/**
 * The buyer's list of store conversations (issue 13): a page of 50 at a time with "More
 * conversations", desktop window and /wap/chat, LTR and Arabic; and a seller browsing its own store
 * as a buyer: no "Contact seller" there, and the server's clear refusal if it gets there anyway.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? SCREENSHOT_DIR;
const L = { en: enChatBuyer, ar: arChatBuyer } as const;
type Lang = keyof typeof L;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA },
  phone: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true },
} as const;
const STORES = 57;
/** Store names as buyers meet them: short, long, Arabic, with digits. */
const NAMES = [
  'Harbor Lantern Supply',
  'Pine & Cedar Atelier of the Northern Fjords',
  'متجر الواحة للمصابيح',
  'Bazaar 24',
  'Kestrel Optics',
];

async function db<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A browser context of its own on `device`, signed in with `token`. */
async function signedIn(browser: Browser, device: keyof typeof DEVICES, token: string) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...DEVICES[device] });
  await context.addInitScript((tk) => localStorage.setItem('token', tk), token);
  return { context, page: await context.newPage() };
}

async function newBuyer(page: Page): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('convs');
  const r = await page.request.post('/api/localuser!registerNoVerifcode.action', {
    form: { username: email, password: 'lantern42x', re_password: 'lantern42x', type: '2' },
  });
  const body = (await r.json()) as { code: string; data: { token: string } };
  expect(body.code).toBe('0');
  return { email, token: body.data.token };
}

/** Answers a page's userlist calls for page 2 and later a little late, so the loading state can be seen (the answer is the server's). */
async function slowNextPages(page: Page): Promise<void> {
  await page.route('**/api/userOnlineChatController!userlist.action*', async (route) => {
    if (/(^|&)pageNo=([2-9]|\d\d)/.test(route.request().postData() ?? '')) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
}

async function morePages(list: Locator, lang: Lang): Promise<void> {
  const convs = list.getByTestId('chat-conv');
  await expect(convs).toHaveCount(1 + 50); // customer service + the first page
  const more = list.getByTestId('chat-convs-more');
  await expect(more).toHaveText(L[lang].list.more);
  await more.click();
  await expect(more).toHaveText(L[lang].list.loadingMore);
  await expect(more).toBeDisabled();
  await expect(more).toHaveAttribute('aria-busy', 'true');
  await expect(convs).toHaveCount(1 + STORES);
  await expect(more).toHaveCount(0); // the last page was shorter: nothing more
  // each conversation once, the newest first, the oldest last
  await expect(convs.nth(1)).toContainText('01');
  await expect(convs.last()).toContainText(String(STORES));
}

test('the conversation list pages by 50 with "More conversations" (desktop window and /wap/chat, LTR and Arabic)', async ({
  page,
  browser,
}) => {
  const buyer = await newBuyer(page);
  await db(async (c) => {
    await c.query(
      `with s as (
         insert into sellers (name)
         select ($2::text[])[1 + (i % cardinality($2::text[]))] || ' ' || lpad(i::text, 2, '0') from generate_series(1, $3::int) i
         returning id, name
       )
       insert into chat_conversations (kind, user_id, seller_id, last_seq, buyer_unread, last_message_at, last_type, last_content)
       select 'seller', (select id from users where username = $1), s.id, 2, case when right(s.name, 2)::int % 7 = 0 then 2 else 0 end,
              now() - (right(s.name, 2)::int || ' minutes')::interval, 'text',
              'Your parcel left our warehouse this morning, tracking follows ' || right(s.name, 2)
         from s`,
      [buyer.email, NAMES, STORES],
    );
  });

  const desktop = async (lang: Lang) => {
    const { context, page: p } = await signedIn(browser, 'desktop', buyer.token);
    await slowNextPages(p);
    await p.goto(`/index?lang=${lang}`);
    await expect(p.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await p.getByTestId('chat-launcher').click();
    const win = p.getByTestId('chat-window');
    const list = win.getByTestId('chat-convs');
    await expect(list.getByTestId('chat-conv')).toHaveCount(51);
    await expect(list.getByTestId('chat-conv').nth(7).getByTestId('chat-conv-unread')).toContainText('2');
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await p.screenshot({ path: join(SHOTS, `chat-convs-more-desktop-${lang}.png`) });
    await morePages(list, lang);
    await list.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await p.screenshot({ path: join(SHOTS, `chat-convs-all-desktop-${lang}.png`) });
    await context.close();
  };

  const mobile = async (lang: Lang) => {
    const { context, page: p } = await signedIn(browser, 'phone', buyer.token);
    await slowNextPages(p);
    await p.goto(`/wap/chat?lang=${lang}`);
    const list = p.getByTestId('chat-convs');
    await expect(list.getByTestId('chat-conv')).toHaveCount(51);
    // the strip scrolls inside itself: the page keeps the phone's width
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.screenshot({ path: join(SHOTS, `chat-convs-wap-${lang}.png`) });
    // the strip's end (its start in Arabic): the "more" card
    await list.getByTestId('chat-convs-more').scrollIntoViewIfNeeded();
    await p.screenshot({ path: join(SHOTS, `chat-convs-more-wap-${lang}.png`) });
    await morePages(list, lang);
    await context.close();
  };

  await desktop('en');
  await desktop('ar');
  await mobile('en');
  await mobile('ar');

  // "Contact seller" on a store whose conversation is beyond the first page: a row of its own on top,
  // current, and the store's name as the title (the store page gave it).
  const far = await db(
    async (c) =>
      (
        await c.query(
          `select s.id::text, s.name from sellers s join chat_conversations cc on cc.seller_id = s.id
            where cc.user_id = (select id from users where username = $1) order by cc.last_message_at limit 1`,
          [buyer.email],
        )
      ).rows[0] as { id: string; name: string },
  );
  for (const [device, lang] of [
    ['desktop', 'en'],
    ['phone', 'en'],
    ['desktop', 'ar'],
    ['phone', 'ar'],
  ] as const) {
    const { context, page: p } = await signedIn(browser, device, buyer.token);
    await p.goto(device === 'desktop' ? `/store?id=${far.id}&lang=${lang}` : `/wap/shop?id=${far.id}&lang=${lang}`);
    await expect(p.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await p.getByTestId('contact-seller').click();
    const where = device === 'desktop' ? p.getByTestId('chat-window') : p.getByTestId('chat-page');
    await expect(where.getByRole('heading', { name: far.name })).toBeVisible();
    const current = where.locator('[data-testid="chat-conv"][aria-current="true"]');
    await expect(current).toHaveAttribute('data-store', far.id);
    await expect(current).toContainText(far.name);
    await expect(where.getByTestId('chat-conv').nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(where.getByTestId('chat-send')).toBeEnabled();
    await p.screenshot({ path: join(SHOTS, `chat-contact-far-${device}-${lang}.png`) });
    await context.close();
  }
});

test('"Contact seller" clicked before the header\'s chat launcher has loaded opens the window all the same', async ({ page, browser }) => {
  const buyer = await newBuyer(page);
  const store = (
    (await (
      await page.request.post('/v1/seller/login', { data: { username: 'seller1@lumen-bazaar.example', password: 'seller1234' } })
    ).json()) as { seller: { id: string; name: string } }
  ).seller;
  // The launcher is a chunk of its own, loaded after the header's first render: held here until the
  // click, as on a slow network.
  const manifest = JSON.parse(readFileSync(join(process.env.E2E_WEB_DIST!, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const launcher = manifest['src/features/chat/chat-launcher.tsx'].file;
  let release!: () => void;
  const clicked = new Promise<void>((r) => (release = r));
  const { context, page: p } = await signedIn(browser, 'desktop', buyer.token);
  await p.route(`**/${launcher}`, async (route) => {
    await clicked;
    await route.continue();
  });
  await p.goto(`/store?id=${store.id}&lang=en`);
  await expect(p.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(p.getByTestId('chat-launcher')).toHaveCount(0);
  await p.getByTestId('contact-seller').click();
  release();
  const win = p.getByTestId('chat-window');
  await expect(win.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(win.getByTestId('chat-send')).toBeEnabled();
  await context.close();
});

/** A demo seller's account signs in as a buyer (`user!newlogin`), in a browser context of its own. */
async function sellerAsBuyer(page: Page, browser: Browser, device: keyof typeof DEVICES, username: string, password: string) {
  const r = await page.request.post('/api/user!newlogin.action', { form: { username, password, type: '2', roleType: '0' } });
  const body = (await r.json()) as { code: string; data: { token: string } };
  expect(body.code, 'the demo seller signs in as a buyer too').toBe('0');
  return signedIn(browser, device, body.data.token);
}

test('a seller signed in as a buyer sees no "Contact seller" on its own store and goods, still on others; its own store is refused clearly', async ({
  page,
  browser,
}) => {
  const SELF = { username: 'seller2@lumen-bazaar.example', password: 'seller1234' };
  const own = (await (await page.request.post('/v1/seller/login', { data: SELF })).json()) as { seller: { id: string; name: string } };
  const other = (await (
    await page.request.post('/v1/seller/login', { data: { username: 'seller1@lumen-bazaar.example', password: 'seller1234' } })
  ).json()) as { seller: { id: string; name: string } };
  const goodsOf = (sellerId: string) =>
    db(
      async (c) =>
        (await c.query(`select id::text from goods where seller_id = $1 and is_shelf and is_valid limit 1`, [sellerId])).rows[0]
          .id as string,
    );
  const [ownGoods, otherGoods] = [await goodsOf(own.seller.id), await goodsOf(other.seller.id)];

  const { context, page: p } = await sellerAsBuyer(page, browser, 'desktop', SELF.username, SELF.password);
  await p.goto(`/store?id=${own.seller.id}&lang=en`);
  await expect(p.getByRole('heading', { name: own.seller.name })).toBeVisible();
  await expect(p.getByTestId('contact-seller')).toHaveCount(0);
  await p.screenshot({ path: join(SHOTS, 'own-store-no-contact-en.png') });
  await p.goto(`/productDetails?id=${ownGoods}&lang=en`);
  await expect(p.getByTestId('visit-store')).toBeVisible();
  await expect(p.getByTestId('contact-seller')).toHaveCount(0);
  // another store: the button is there
  await p.goto(`/store?id=${other.seller.id}&lang=en`);
  await expect(p.getByRole('heading', { name: other.seller.name })).toBeVisible();
  await expect(p.getByTestId('contact-seller')).toBeVisible();
  await p.goto(`/productDetails?id=${otherGoods}&lang=en`);
  await expect(p.getByTestId('contact-seller')).toBeVisible();
  await context.close();

  const phone = await sellerAsBuyer(page, browser, 'phone', SELF.username, SELF.password);
  const w = phone.page;
  await w.goto(`/wap/shop?id=${own.seller.id}&lang=en`);
  await expect(w.getByText(own.seller.name).first()).toBeVisible();
  await expect(w.getByTestId('contact-seller')).toHaveCount(0);
  await w.goto(`/wap/goods?id=${ownGoods}&lang=en`);
  await expect(w.getByText(own.seller.name).first()).toBeVisible();
  await expect(w.getByTestId('contact-seller')).toHaveCount(0);
  await w.goto(`/wap/shop?id=${other.seller.id}&lang=en`);
  await expect(w.getByTestId('contact-seller')).toBeVisible();
  // An old link to its own store's chat: the server's refusal, in the page's language; nothing to send.
  for (const [lang, text] of [
    ['en', 'This is your own store: you cannot chat with it as a buyer'],
    ['ar', 'هذا متجرك الخاص: لا يمكنك مراسلته بصفتك مشتريًا'],
  ] as const) {
    await w.goto(`/wap/chat?store=${own.seller.id}&lang=${lang}`);
    await expect(w.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expect(w.getByTestId('chat-send')).toBeDisabled();
    // a refusal, not a failure: nothing to try again
    await expect(w.getByRole('button', { name: L[lang].list.retry })).toHaveCount(0);
    await w.screenshot({ path: join(SHOTS, `own-store-chat-refused-wap-${lang}.png`) });
  }
  await phone.context.close();
  const n = await db(
    async (c) =>
      (
        await c.query(
          `select count(*)::int as n from chat_conversations where seller_id = $1 and user_id = (select owner_user_id from sellers where id = $1)`,
          [own.seller.id],
        )
      ).rows[0].n as number,
  );
  expect(n).toBe(0);
});
