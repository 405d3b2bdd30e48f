import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import arChat from '../src/locales/ar/chat.json';
import enChat from '../src/locales/en/chat.json';
import { SCREENSHOT_DIR, expect, test } from './fixtures';

/**
 * Customer-service chat (issue 13): a guest writes from the desktop window, an agent (a second
 * browser context) answers in the `/agent` console; over socket.io, then over the old 5 s poll only;
 * an image each way; the RTL screens. The demo seed (global-setup.ts runs MALL_SEED=demo) creates the
 * agent operator.
 */
const AGENT = { username: 'demo-agent', password: 'demo-agent-pass-2025' };
const C = { en: enChat, ar: arChat } as const;
type Lang = keyof typeof C;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
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
  await form.getByLabel(C[lang].agent.password).fill(AGENT.password);
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
  await expect(seen).toHaveAttribute('src', (await guestImg.getAttribute('src'))!);
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

  const phone = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_UA,
    isMobile: true,
    hasTouch: true,
  });
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
