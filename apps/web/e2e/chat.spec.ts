import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import arChat from '../src/locales/ar/chat.json';
import arSeller from '../src/locales/ar/seller.json';
import enChat from '../src/locales/en/chat.json';
import enSeller from '../src/locales/en/seller.json';
import { registerBuyer } from './buyer-fixtures';
import { SCREENSHOT_DIR, SELLER, VIEWS, expect, register, signInSeller, test, uniqueEmail } from './fixtures';

/**
 * Customer-service chat (issue 13): a guest writes from the desktop window, an agent (a second
 * browser context) answers in the `/agent` console; over socket.io, then over the old 5 s poll only;
 * an image each way; the RTL screens. The demo seed (global-setup.ts runs MALL_SEED=demo) creates the
 * agent operator.
 */
const AGENT = { username: 'demo-agent', password: 'demo-agent-pass-2025' };
const C = { en: enChat, ar: arChat } as const;
/** A buyer's e-mail as a store sees it, masked as reviews show it (issue 26 item 9): 2 characters, `***`, the domain. */
const masked = (email: string) => `${email.slice(0, 2)}***${email.slice(email.indexOf('@'))}`;
type StoreConversations = { items: { id: string; buyer: { name: string }; lastPreview: string | null }[] };
type Lang = keyof typeof C;
/** A real 8×8 PNG (the server decodes what it accepts). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNQTX6NFTEMLQkADGRcwdaAzYUAAAAASUVORK5CYII=',
  'base64',
);

let seq = 0;
const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${seq++}`;

function messages(page: Page, text: string): Locator {
  return page.getByTestId('chat-message').filter({ hasText: text });
}

/** A guest (no account) on a desktop page opens the window from the header. */
async function openGuestWindow(page: Page, lang: Lang = 'en'): Promise<Locator> {
  await page.goto(`/index?lang=${lang}`);
  await page.getByTestId('chat-launcher').click();
  const win = page.getByTestId('chat-window');
  await expect(win).toBeVisible();
  await expect(win.getByRole('heading', { name: C[lang].title })).toBeVisible();
  return win;
}

async function guestWrites(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter'); // Enter sends
  await expect(input).toHaveValue('');
  await expect(messages(page, text)).toHaveClass(/chat-msg--mine/);
}

/** The agent, in a browser of its own, signs in at `/agent`. */
async function agentConsole(browser: Browser, lang: Lang = 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto(`/agent?lang=${lang}`);
  const form = page.getByTestId('agent-login');
  await form.getByLabel(C[lang].agent.username).fill(AGENT.username);
  // The password field has a show/hide toggle whose name contains the label: the exact label only.
  await form.getByLabel(C[lang].agent.password, { exact: true }).fill(AGENT.password);
  await form.getByRole('button', { name: C[lang].agent.signIn }).click();
  await expect(page.getByTestId('agent-console')).toBeVisible();
  return { context, page };
}

/** The conversation whose last message is `text` appears in the queue (pushed over the socket); claim it. */
async function agentTakes(page: Page, text: string, lang: Lang = 'en'): Promise<void> {
  const item = page.getByTestId('agent-queue-item').filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item).toContainText(C[lang].agent.unassigned);
  await item.click();
  await expect(messages(page, text)).toBeVisible();
  await expect(messages(page, text)).toHaveClass(/chat-msg--theirs/);
  await page.getByRole('button', { name: C[lang].agent.claim, exact: true }).click();
  await expect(page.getByRole('button', { name: C[lang].agent.claim, exact: true })).toHaveCount(0);
  await expect(item).toContainText(AGENT.username);
}

async function agentAnswers(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await expect(messages(page, text)).toHaveClass(/chat-msg--mine/);
}

test('a guest writes, an agent claims and answers; the guest sees it within 1 s over the socket', async ({ page, browser }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  const win = await openGuestWindow(page);
  await expect(win).toHaveAttribute('data-mode', 'socket');
  await expect(win.getByText(enChat.empty)).toBeVisible();
  const question = unique('Where is my parcel?');
  await guestWrites(page, question);
  expect(sockets.some((u) => u.includes('/socket.io/'))).toBe(true);

  const agent = await agentConsole(browser);
  await agentTakes(agent.page, question);
  // the canned replies of the console's language load (issue 26 item 4: `lang` was sent twice → 400)
  await expect(agent.page.getByRole('combobox', { name: enChat.agent.canned }).getByRole('option', { name: 'Greeting' })).toHaveCount(1);
  const answer = unique('It ships today.');
  const sentAt = Date.now();
  await agentAnswers(agent.page, answer);
  await expect(messages(page, answer)).toBeVisible({ timeout: 1_000 });
  expect(Date.now() - sentAt).toBeLessThan(1_500); // includes the agent's own round trip
  await expect(messages(page, answer)).toHaveClass(/chat-msg--theirs/);
  await expect(messages(page, answer)).toContainText(AGENT.username);

  // Closed window: the next answer shows as the header's unread badge (read once on load, then every 30 s).
  await page.getByRole('button', { name: enChat.close }).click();
  await expect(win).toHaveCount(0);
  const later = unique('Tracking number follows.');
  await agentAnswers(agent.page, later);
  await page.reload();
  await expect(page.getByTestId('chat-badge')).toHaveText('1');
  // Opening the window reads it: the badge stays away after closing, and after a reload.
  await page.getByTestId('chat-launcher').click();
  await expect(messages(page, later)).toBeVisible();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
  await page.getByRole('button', { name: enChat.close }).click();
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
  const checked = page.waitForResponse((r) => r.url().includes('newOnlinechat!unread'));
  await page.reload();
  await checked;
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);
  await agent.context.close();
});

test('with the socket disabled the same conversation arrives through the 5 s poll', async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem('chatNoSocket', '1'));
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  const polls: number[] = [];
  page.on('request', (r) => {
    if (r.url().includes('newOnlinechat!list')) polls.push(Date.now());
  });
  const win = await openGuestWindow(page);
  await expect(win).toHaveAttribute('data-mode', 'poll');
  const question = unique('Can I pay with USDT?');
  await guestWrites(page, question);

  const agent = await agentConsole(browser);
  await agentTakes(agent.page, question);
  const answer = unique('Yes, on several networks.');
  await agentAnswers(agent.page, answer);
  // Not instantly (no socket); within one poll period plus slack.
  await expect(messages(page, answer)).toBeVisible({ timeout: 7_000 });
  await expect(messages(page, answer)).toHaveClass(/chat-msg--theirs/);
  expect(sockets).toEqual([]);
  expect(polls.length).toBeGreaterThanOrEqual(2);

  // The guest's second message reaches the agent (the console hears it over its own socket).
  const more = unique('Thanks!');
  await guestWrites(page, more);
  await expect(messages(agent.page, more)).toBeVisible();
  await agent.context.close();
});

test('a socket that cannot connect falls back to the 5 s poll', async ({ page, request }) => {
  // Every WebSocket refused before it opens (a proxy that blocks them): socket.io reports connect_error.
  await page.addInitScript(() => {
    const Real = window.WebSocket;
    window.WebSocket = class extends Real {
      constructor(_url: string | URL, protocols?: string | string[]) {
        super('ws://127.0.0.1:9/', protocols); // nothing listens there
      }
    };
  });
  const win = await openGuestWindow(page);
  await expect(win).toHaveAttribute('data-mode', 'poll');
  const question = unique('Is anyone there?');
  await guestWrites(page, question);

  // The agent answers through the console's REST API.
  const login = await request.post('/v1/admin/login', { data: AGENT });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const queue = (await (await request.get('/v1/agent/conversations', { headers })).json()) as {
    items: Array<{ id: string; lastContent: string }>;
  };
  const conv = queue.items.find((c) => c.lastContent === question);
  expect(conv, 'the conversation is queued').toBeTruthy();
  expect((await request.post(`/v1/agent/conversations/${conv!.id}/claim`, { headers })).status()).toBe(200);
  const answer = unique('Yes, here.');
  const sent = await request.post(`/v1/agent/conversations/${conv!.id}/messages`, { headers, data: { type: 'text', content: answer } });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(messages(page, answer)).toBeVisible({ timeout: 7_000 });
});

test('an image round trip: the guest sends a PNG with the image button, the agent sees it and sends one back', async ({
  page,
  browser,
}) => {
  await openGuestWindow(page);
  const question = unique('Photo of the damage follows');
  await guestWrites(page, question);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: enChat.sendImage }).click();
  await (await chooser).setFiles({ name: 'damage.png', mimeType: 'image/png', buffer: PNG });
  const guestImg = page.getByTestId('chat-message').locator('img.chat-msg__img');
  await expect(guestImg).toHaveCount(1);
  // A guest's picture is private: read with the guest's id and shown from a blob, not a public URL.
  await expect(guestImg).toHaveAttribute('src', /^blob:/);
  await expect(guestImg).toHaveJSProperty('complete', true);
  expect(await guestImg.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBe(8);

  const agent = await agentConsole(browser);
  // The queue shows the last message, a picture: find the conversation by the text before it.
  const item = agent.page.getByTestId('agent-queue-item').filter({ hasText: enChat.image });
  await expect(item.first()).toBeVisible();
  let found = false;
  for (let i = 0; i < (await item.count()) && !found; i++) {
    await item.nth(i).click();
    found = await messages(agent.page, question)
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
  }
  expect(found).toBe(true);
  const seen = agent.page.getByTestId('chat-message').locator('img.chat-msg__img');
  await expect(seen).toHaveCount(1);
  await expect(seen).toHaveAttribute('src', /^blob:/); // read with the agent's token
  await expect.poll(() => seen.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);
  await agent.page.getByRole('button', { name: enChat.agent.claim, exact: true }).click();

  const back = agent.page.waitForEvent('filechooser');
  await agent.page.getByRole('button', { name: enChat.sendImage }).click();
  await (await back).setFiles({ name: 'label.png', mimeType: 'image/png', buffer: PNG });
  await expect(agent.page.getByTestId('chat-message').locator('img.chat-msg__img')).toHaveCount(2);

  const answerImg = page.locator('.chat-msg--theirs img.chat-msg__img');
  await expect(answerImg).toHaveCount(1, { timeout: 2_000 });
  await expect.poll(() => answerImg.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(8);
  await agent.context.close();
});

test('RTL (ar): the desktop window, the agent console and /wap/chat', async ({ page, browser }) => {
  const a = C.ar;
  const win = await openGuestWindow(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const question = unique('مرحبا، أين طلبي؟');
  await guestWrites(page, question);

  const agent = await agentConsole(browser, 'ar');
  await expect(agent.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await agentTakes(agent.page, question, 'ar');
  const answer = unique('سيصل غدا');
  await agentAnswers(agent.page, answer);
  await expect(messages(page, answer)).toBeVisible({ timeout: 2_000 });

  // Mine on the start side in RTL means the right edge is the inline end: mine sits left of theirs.
  const mine = (await messages(page, question).boundingBox())!;
  const theirs = (await messages(page, answer).boundingBox())!;
  expect(mine.x).toBeLessThan(theirs.x);
  // The window sits at the inline end: the left side in RTL.
  const box = (await win.boundingBox())!;
  expect(box.x).toBeLessThan(640);
  expect(box.width).toBe(480);
  expect(box.height).toBe(680);
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'chat-window-ar.png') });
  await agent.page.screenshot({ path: join(SCREENSHOT_DIR, 'chat-agent-ar.png') });
  await expect(agent.page.getByRole('complementary', { name: a.agent.customer })).toContainText(a.agent.guest);
  await agent.context.close();

  const phone = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...VIEWS.wap });
  const wap = await phone.newPage();
  await wap.goto('/wap/chat?lang=ar');
  await expect(wap.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(wap.getByTestId('chat-page')).toBeVisible();
  await expect(wap.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await expect(wap.getByText(a.empty)).toBeVisible();
  const hello = unique('مرحبا');
  await guestWrites(wap, hello);
  await wap.screenshot({ path: join(SCREENSHOT_DIR, 'chat-wap-ar.png') });
  await phone.close();
});

// ---- buyer ↔ seller: the seller console's chat view --------------------------------------------

/** A 160×120 PNG (a picture the seller sends: big enough to see in the screenshots). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAKAAAAB4CAMAAABCfAldAAABL1BMVEX0xULNtFjtwkZKe6Hvw0TowEnmv0kvb7A1ca3zxENMe6A2cqyUm3ijom9vi4zuw0Xnv0qYnXVKe6Ddu08wcK+VnHbZulC/rmDpwEhxjIveu053j4hLfKCyqGfcuk91jYnyxEJXgJnqwEiSm3iTmnjPtVespWpXgJpWgJpwi4ySmnm8rGFuioy0qWazqWarpWs0ca7MtFhVgJuannVui427rGK5q2Jdg5eppGzlv0u4rGNtio7aulBKeqJJeqKDlIGmo27QtValom5HeqNwjIu+rWBghJVfhJWJln2Bk4LHsVy7rWGJl36qpWtcg5Z2joiQmnqPmXqzqGdbg5eHlX/MtFnLs1l0jom6rGOFlYCopG1bgpiElIDJs1qWnXeVnHfArl9IeqJriI/IslvqwUjRITCMAAAACXBIWXMAAAsTAAALEwEAmpwYAAACl0lEQVR4nO3a51IbMRSG4c9tv3UvYAdjYyCE3kICgZAQSnrvvZf7v4b8zQSMd3Us7Zmx3it45ni0Xq0EKg9UHqg8UHmg8kDlgcoDlQcqD1QeqDxQeaDyQOWBygOVByoPVB6oPFB5oPJA5YHKA5UHKg8cFWCh09w4btWy2VrreKP5vKsKWLyzMIn/mtxcLioBzh7lcGa5k0UFwN1refTv0a+EgYULGNBqI0FgsVQd5APSc2FSwJ9fEalUIxlg+2I0HzBRSQL4ZSaqD8g/cA4cv4pY1ccdA2P6gLpb4GFcH/DGJbB93sO5T/mKO2Aj8vr9tz8FV8AwBaPeho6AJTMfsOIG2E2bAqsFJ8CB7wf923EBvAdBuw6AggECj+0DZyU+YMk68EgGLNsGFvvsP6JWCy0D2xBWsQxckAL3LANP7X/jNmYXWIC4jFVgRw6ctgpsyoGXrALX5cApq8B5OTBlFdiTA29aBQZy4HWrwKwcWB1tYKD9J+5pXyTz2h8z69of1N+1/9V1tL8sdOXAA6tAjil/YeWmFPjJMnBZCtxWvu0MbG87eaJ8485FkS9/xTqQdyXAD7QPvC8BPnMA5Kq5b58ugA3jT8DpAydAzpkCX7o6htgy87277AjIzISJL3fL3VFYxeAobOaGy8PEh/GBH90ex9bj+pquD7RjCr+5PtAmD+NcCXiSxKWKtchrOWe2PqRA3v4dzbcV86vv0IAMVyL866VfmDyfhwMkMzuDfPtGj+ehAcnX514u+/FZwfW8pXLtbF1Qjv3+bAVIhmtPT+2Xe3vboktlQ78impkuvUq1gmw2aKWmSu8lC3dEL9naygOl+QlK8xOU5icozU9Qmp+gND9BaX6C0vwEpfkJSvMTlOYnSGF/Abt+xt0HUt4/AAAAAElFTkSuQmCC',
  'base64',
);

/** The demo store owner `username` signed in over the seller API (the demo seed gives it a store): its token and store. */
async function sellerSession(page: Page, username = SELLER.username) {
  const r = await page.request.post('/v1/seller/login', { data: { username, password: SELLER.password } });
  expect(r.status(), `the demo seed gives ${username} a store`).toBe(200);
  return (await r.json()) as { token: string; seller: { id: string; name: string } };
}

interface SellerRow {
  send_receive: 'send' | 'receive';
  type: 'text' | 'img';
  content: string;
}

/** The prebuilt chat app's calls (`/wap/public/userOnlineChatController!…`) with the buyer's session. */
async function buyerChat<T>(page: Page, name: string, params: Record<string, string>, token: string): Promise<T> {
  const r = await page.request.post(`/wap/public/userOnlineChatController!${name}.action?lang=en`, {
    form: params,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(r.status()).toBe(200);
  const env = (await r.json()) as { code: string; msg: string; data: T };
  expect(env.code, `${name}: ${env.msg}`).toBe('0');
  return env.data;
}

test('a buyer contacts the store; the seller answers from the console chat view (text, image, read receipt); the buyer sees it', async ({
  page,
  browser,
}) => {
  const { seller } = await sellerSession(page);

  // The buyer signs up and opens the store page, then contacts the store as the chat app does there:
  // the store's greeting (senddefault) and the buyer's question.
  const email = uniqueEmail('chatbuyer');
  await register(page, email, 'lantern42x');
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  await page.goto(`/store?id=${seller.id}`);
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  await buyerChat(page, 'senddefault', { partyid: seller.id }, token);
  const question = unique('Is the linen shirt available in XL?');
  await buyerChat(page, 'send', { partyid: seller.id, type: 'text', content: encodeURIComponent(question), loginType: 'user' }, token);

  // The seller signs in to the console: the nav shows unread chat; the chat view lists the buyer.
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const sp = await context.newPage();
  await signInSeller(sp);
  await expect(sp.getByTestId('seller-chat-badge')).toBeVisible();
  await sp.getByTestId('seller-nav-chat').click();
  await expect(sp).toHaveURL(/\/seller\/chat$/);
  const view = sp.getByTestId('seller-chat');
  await expect(view.getByRole('heading', { name: enSeller.chat.title })).toBeVisible();
  await expect(view).toHaveAttribute('data-mode', 'socket');
  await expect(view.getByText(enSeller.chat.pick)).toBeVisible();
  // the buyer shows masked, so the conversation is found by its message, then held by its address
  const found = sp.getByTestId('seller-chat-item').filter({ hasText: question });
  await expect(found).toContainText(masked(email));
  await expect(found).not.toContainText(email);
  const item = sp.locator(`[data-testid="seller-chat-item"][href="${await found.getAttribute('href')}"]`);
  await expect(item.getByTestId('seller-chat-item-unread')).toContainText('1');

  // Opening it shows the history and reads it (the unread marks go).
  await item.click();
  await expect(messages(sp, question)).toHaveClass(/chat-msg--theirs/);
  // before it, the store's greeting (its remark, or "Hello, welcome!")
  await expect(sp.getByTestId('chat-message')).toHaveCount(2);
  await expect(sp.getByTestId('chat-message').first()).toHaveClass(/chat-msg--mine/);
  await expect(item.getByTestId('seller-chat-item-unread')).toHaveCount(0);

  const answer = unique('Yes, XL ships tomorrow.');
  await sp.getByTestId('chat-input').fill(answer);
  await sp.getByTestId('chat-input').press('Enter');
  await expect(messages(sp, answer)).toHaveClass(/chat-msg--mine/);
  await expect(item).toContainText(answer);

  // The buyer reads the answer through the chat app's call; the seller sees the read receipt pushed.
  await expect
    .poll(async () => (await buyerChat<SellerRow[]>(page, 'list', { partyid: seller.id, loginType: 'user' }, token))[0]?.content)
    .toBe(answer);
  await expect(messages(sp, answer).getByTestId('chat-read')).toHaveText(enChat.read);

  // A new buyer message arrives in the open conversation without a reload, and is read at once.
  const more = unique('Great, and in blue?');
  await buyerChat(page, 'send', { partyid: seller.id, type: 'text', content: encodeURIComponent(more), loginType: 'user' }, token);
  await expect(messages(sp, more)).toHaveClass(/chat-msg--theirs/, { timeout: 3_000 });
  await expect(sp.getByTestId('seller-chat-badge')).toHaveCount(0);

  // An image reply with the image button.
  const chooser = sp.waitForEvent('filechooser');
  await sp.getByRole('button', { name: enChat.sendImage }).click();
  await (await chooser).setFiles({ name: 'blue.png', mimeType: 'image/png', buffer: PHOTO });
  const img = sp.locator('.chat-msg--mine img.chat-msg__img');
  await expect(img).toHaveCount(1);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(160);
  await expect
    .poll(async () => (await buyerChat<SellerRow[]>(page, 'list', { partyid: seller.id, loginType: 'user' }, token))[0])
    .toMatchObject({ send_receive: 'receive', type: 'img' });

  await sp.evaluate(() => window.scrollTo(0, 0));
  await sp.screenshot({ path: join(SCREENSHOT_DIR, 'seller-chat-en.png') });

  // The same view in Arabic (RTL).
  await sp.goto(`${new URL(sp.url()).pathname}?lang=ar`);
  await expect(sp.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(sp.getByTestId('seller-chat').getByRole('heading', { name: arSeller.chat.title })).toBeVisible();
  // the buyer has read up to the picture: the receipt sits under it now
  await expect(sp.getByTestId('chat-read')).toHaveCount(1);
  await expect(
    sp
      .locator('.chat-msg--mine')
      .filter({ has: sp.locator('img.chat-msg__img') })
      .getByTestId('chat-read'),
  ).toHaveText(arChat.read);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(160);
  await sp.screenshot({ path: join(SCREENSHOT_DIR, 'seller-chat-ar.png') });
  await context.close();
});

test("the seller chat view: another store's conversation is not found there, and a store without chats shows the empty state", async ({
  page,
}) => {
  const one = await sellerSession(page);
  const two = await sellerSession(page, 'seller2@lumen-bazaar.example');

  // A buyer writes to seller1's store.
  const email = uniqueEmail('chatprobe');
  const buyerToken = await registerBuyer(page.request, email);
  const secret = unique('my order number is private');
  await buyerChat(
    page,
    'send',
    { partyid: one.seller.id, type: 'text', content: encodeURIComponent(secret), loginType: 'user' },
    buyerToken,
  );
  const list = await page.request.get('/v1/seller/chat/conversations', { headers: { Authorization: `Bearer ${one.token}` } });
  const conv = ((await list.json()) as StoreConversations).items.find((c) => c.lastPreview === secret);
  expect(conv?.buyer.name).toBe(masked(email));

  // seller2's console: no conversations of its own (empty state), and seller1's id is not found.
  await page.goto('/seller?lang=en');
  await page.evaluate((tk) => sessionStorage.setItem('sellerToken', tk), two.token);
  await page.goto('/seller/chat?lang=en');
  await expect(page.getByTestId('seller-chat-empty')).toHaveText(enSeller.chat.empty);
  await page.goto(`/seller/chat/${conv!.id}?lang=en`);
  await expect(page.getByTestId('seller-chat').getByRole('alert')).toContainText('Conversation not found');
  await expect(page.getByTestId('chat-message')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByTestId('seller-logout')).toBeVisible(); // still signed in: a 404, not a 401
});

// ---- buyer ↔ seller: "Contact seller" and the buyer's conversation list ---------------------------

/** Screenshots of the buyer's conversation list (desktop en + ar, mobile en). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? SCREENSHOT_DIR;

async function sellerChatConsole(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const sp = await context.newPage();
  await signInSeller(sp);
  await expect(sp.getByTestId('seller-nav-chat')).toBeVisible();
  await sp.getByTestId('seller-nav-chat').click();
  await expect(sp).toHaveURL(/\/seller\/chat$/);
  return { context, page: sp };
}

test('Contact seller: a guest signs in, writes from the store page, the seller answers in /seller/chat; the window (and /wap/chat) list both conversations', async ({
  page,
  browser,
}) => {
  const { seller } = await sellerSession(page);
  const email = uniqueEmail('contact');
  await registerBuyer(page.request, email);

  // A visitor who is not signed in is sent to sign in, then back to the store.
  await page.goto(`/store?id=${seller.id}&lang=en`);
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  await page.getByTestId('contact-seller').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('lantern42x');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`/store\\?id=${seller.id}`));
  await expect(page.getByRole('heading', { name: seller.name })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'contact-seller-store-en.png') });

  // Contact seller: the window opens on the store's conversation (its greeting), with the list.
  await page.getByTestId('contact-seller').click();
  const win = page.getByTestId('chat-window');
  await expect(win.getByRole('heading', { name: seller.name })).toBeVisible();
  await expect(win).toHaveAttribute('data-mode', 'socket');
  const convs = win.getByTestId('chat-conv');
  await expect(convs).toHaveCount(2);
  await expect(convs.first()).toContainText(enChat.title);
  const storeConv = convs.filter({ hasText: seller.name });
  await expect(storeConv).toHaveAttribute('aria-current', 'true');
  await expect(win.getByTestId('chat-message')).toHaveCount(1);
  await expect(win.getByTestId('chat-message').first()).toHaveClass(/chat-msg--theirs/);

  const question = unique('Do you ship the lamp to Oslo?');
  await win.getByTestId('chat-input').fill(question);
  await win.getByTestId('chat-input').press('Enter');
  await expect(messages(page, question)).toHaveClass(/chat-msg--mine/);
  await expect(storeConv).toContainText(question);

  // The seller answers in the console.
  const { context, page: sp } = await sellerChatConsole(browser);
  const item = sp.getByTestId('seller-chat-item').filter({ hasText: question });
  await expect(item).toContainText(masked(email));
  await expect(item).not.toContainText(email);
  await item.click();
  await expect(messages(sp, question)).toHaveClass(/chat-msg--theirs/);
  const answer = unique('Yes, within 5 days.');
  await sp.getByTestId('chat-input').fill(answer);
  await sp.getByTestId('chat-input').press('Enter');
  await expect(messages(sp, answer)).toHaveClass(/chat-msg--mine/);

  // The buyer sees it in the open store conversation (pushed over the socket) and in the list, read.
  await expect(messages(page, answer)).toHaveClass(/chat-msg--theirs/, { timeout: 3_000 });
  await expect(storeConv).toContainText(answer);
  await expect(storeConv.getByTestId('chat-conv-unread')).toHaveCount(0);
  // read on the seller's side too (the buyer's window read it)
  await expect(messages(sp, answer).getByTestId('chat-read')).toHaveText(enChat.read);

  // Switching: customer service, then a seller message meanwhile shows as unread on the store's row.
  await convs.first().click();
  await expect(win.getByRole('heading', { name: enChat.title })).toBeVisible();
  await expect(win.getByText(enChat.empty)).toBeVisible();
  const again = unique('It ships from Bergen.');
  await sp.getByTestId('chat-input').fill(again);
  await sp.getByTestId('chat-input').press('Enter');
  await expect(storeConv.getByTestId('chat-conv-unread')).toContainText('1');
  await expect(storeConv).toContainText(again);
  await storeConv.click();
  await expect(messages(page, again)).toHaveClass(/chat-msg--theirs/);
  await expect(storeConv.getByTestId('chat-conv-unread')).toHaveCount(0);
  await expect(win.getByTestId('chat-message')).toHaveCount(4);
  await page.screenshot({ path: join(SHOTS, 'contact-seller-desktop-en.png') });
  await context.close();

  // Arabic (RTL), from the goods page's store block: the same conversation, the window mirrored.
  await page.goto(`/store?id=${seller.id}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('a[href*="/productDetails?"]').first().click();
  await expect(page).toHaveURL(/\/productDetails\?/);
  await page.getByTestId('contact-seller').click();
  await expect(win.getByRole('heading', { name: seller.name })).toBeVisible();
  await expect(win.getByTestId('chat-conv').first()).toContainText(arChat.title);
  await expect(messages(page, again)).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'contact-seller-desktop-ar.png') });

  // The mobile site: the store page's Contact seller opens /wap/chat on the store, with the list.
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const phone = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...VIEWS.wap });
  await phone.addInitScript((tk) => localStorage.setItem('token', tk), token);
  const wap = await phone.newPage();
  await wap.goto(`/wap/shop?id=${seller.id}&lang=en`);
  await expect(wap.getByTestId('contact-seller')).toBeVisible();
  await wap.screenshot({ path: join(SHOTS, 'contact-seller-wap-shop-en.png') });
  await wap.getByTestId('contact-seller').click();
  await expect(wap).toHaveURL(new RegExp(`/wap/chat\\?store=${seller.id}`));
  await expect(wap.getByRole('heading', { level: 1, name: seller.name })).toBeVisible();
  await expect(wap.getByTestId('chat-conv')).toHaveCount(2);
  await expect(messages(wap, answer)).toHaveClass(/chat-msg--theirs/);
  await wap.screenshot({ path: join(SHOTS, 'contact-seller-wap-en.png') });
  await phone.close();
});

test('Contact seller on the 5 s poll (no socket): the answer, and a later one as unread on the list, arrive by polling', async ({
  page,
}) => {
  const { token: sellerToken, seller } = await sellerSession(page, 'seller2@lumen-bazaar.example');
  const headers = { Authorization: `Bearer ${sellerToken}` };
  const email = uniqueEmail('contactpoll');
  await register(page, email, 'lantern42x');
  await page.evaluate(() => localStorage.setItem('chatNoSocket', '1'));

  await page.goto(`/store?id=${seller.id}&lang=en`);
  await page.getByTestId('contact-seller').click();
  const win = page.getByTestId('chat-window');
  await expect(win).toHaveAttribute('data-mode', 'poll');
  await expect(win.getByRole('heading', { name: seller.name })).toBeVisible();
  const question = unique('Is the poll working?');
  await win.getByTestId('chat-input').fill(question);
  await win.getByTestId('chat-input').press('Enter');
  await expect(messages(page, question)).toHaveClass(/chat-msg--mine/);

  const list = await page.request.get('/v1/seller/chat/conversations', { headers });
  const conv = ((await list.json()) as StoreConversations).items.find((c) => c.lastPreview === question);
  expect(conv?.buyer.name).toBe(masked(email));
  const reply = async (content: string) => {
    const sent = await page.request.post(`/v1/seller/chat/conversations/${conv!.id}/messages`, {
      headers,
      data: { type: 'text', content },
    });
    expect(sent.status()).toBe(201);
  };
  const answer = unique('Polled answer');
  await reply(answer);
  await expect(messages(page, answer)).toHaveClass(/chat-msg--theirs/, { timeout: 8_000 });

  const storeConv = win.getByTestId('chat-conv').filter({ hasText: seller.name });
  await win.getByTestId('chat-conv').first().click();
  const later = unique('Polled later');
  await reply(later);
  await expect(storeConv.getByTestId('chat-conv-unread')).toContainText('1', { timeout: 8_000 });
  await expect(storeConv).toContainText(later);
  await storeConv.click();
  await expect(messages(page, later)).toBeVisible();
  await expect(storeConv.getByTestId('chat-conv-unread')).toHaveCount(0);
});
