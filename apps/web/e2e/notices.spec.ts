import { join } from 'node:path';
import arTemplates from '../../api/src/modules/notification/templates/ar.json';
import enTemplates from '../../api/src/modules/notification/templates/en.json';
import arNotice from '../src/locales/ar/notice.json';
import enNotice from '../src/locales/en/notice.json';
import { buyAffordableGoods, fund, signedInBuyer } from './chain-buyer';
import { SCREENSHOT_DIR, expect, test } from './fixtures';

/**
 * The notice centre (issue 26): a buyer's deposit, order and payment each leave a notice; the bell
 * of the desktop header and of the mobile site's account page shows how many are unread, and its
 * panel lists them (newest first, in the page's language, linking to the order).
 */
const MAIL = { en: enTemplates, ar: arTemplates } as const;
const UI = { en: enNotice, ar: arNotice } as const;
const FUNDS = '300';

for (const lang of ['en', 'ar'] as const) {
  test(`the bell counts the notices of a deposit and a paid order and lists them (desktop and /wap, ${lang})`, async ({
    page,
    request,
  }) => {
    const token = await signedInBuyer(page, request, lang, `notice_${lang}`);
    await page.goto(`/index?lang=${lang}`);
    // registration: one notice (welcome)
    await expect(page.getByTestId('notice-count')).toHaveText('1');

    await fund(page, FUNDS);
    const orderId = await buyAffordableGoods(request, lang, token);

    // welcome, deposit credited, order placed, order paid: four unread (the count refreshes on focus or reload)
    await page.goto(`/index?lang=${lang}`);
    await expect(page.getByTestId('notice-count')).toHaveText('4');
    await page.getByTestId('notice-bell').click();
    const panel = page.getByTestId('notice-panel');
    await expect(panel.getByRole('heading')).toHaveText(UI[lang].title);
    const items = panel.getByTestId('notice-item');
    await expect(items).toHaveCount(4);
    const paidTitle = MAIL[lang].kinds['order.paid'].subject.replace('{orderNo}', orderId);
    await expect(items.first()).toContainText(paidTitle);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', `/userInfo/order-detail?orderId=${orderId}`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `notices-${lang}-desktop.png`) });

    // the mobile site: the bell on the account page, the same list
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/wap/me?lang=${lang}`);
    await expect(page.getByTestId('notice-count')).toHaveText('4');
    await page.getByTestId('notice-bell').click();
    await expect(page.getByTestId('notice-item').first()).toContainText(paidTitle);
    await expect(page.getByTestId('notice-item').first().getByRole('link')).toHaveAttribute('href', `/wap/order?orderId=${orderId}`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `notices-${lang}-wap.png`) });

    // mark all read: the count goes
    await page.getByTestId('notice-read-all').click();
    await expect(page.getByTestId('notice-count')).toHaveCount(0);
    await expect(page.getByTestId('notice-read-all')).toHaveCount(0);
  });
}
