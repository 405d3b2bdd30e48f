import { z } from 'zod';

/**
 * The order settings an operator tunes (sysparas): name, unit and the range a value must be in.
 * Whole numbers only (`fallback`: the value the modules use while none is stored, as seeded); the order, after-sale and review modules read them at each use (a change
 * applies to the next order, payment or job run; a paid order keeps the commission it was paid with).
 */
export const MALL_SETTINGS = {
  mall_max_goods_number_in_order: { fallback: 999, unit: 'units', min: 1, max: 100_000, about: 'Most units of one goods in one order' },
  mall_max_unpaid_orders: { fallback: 20, unit: 'orders', min: 1, max: 1_000, about: 'Most unpaid orders one buyer may hold' },
  mall_max_unpaid_units_per_sku: {
    fallback: 10,
    unit: 'units',
    min: 1,
    max: 100_000,
    about: 'Most units of one SKU (or goods without SKUs) one buyer may hold in unpaid orders',
  },
  mall_unpaid_allowance_usdt: {
    fallback: 0,
    unit: 'USDT',
    min: 0,
    max: 1_000_000,
    about: "USDT a buyer's unpaid orders may total beyond their wallet balance (0: the balance must cover them)",
  },
  mall_unpaid_hold_minutes: {
    fallback: 30,
    unit: 'minutes',
    min: 5,
    max: 1_440,
    about: 'Minutes an unpaid order holds its stock before it is cancelled',
  },
  mall_ship_within_hours: { fallback: 72, unit: 'hours', min: 1, max: 720, about: 'Hours after payment by which the seller should ship' },
  mall_autoReceipt_timeout: {
    fallback: 10,
    unit: 'days',
    min: 1,
    max: 90,
    about: 'Days after shipping before an order counts as received',
  },
  mall_returnTimeOut: {
    fallback: 72,
    unit: 'hours',
    min: 0,
    max: 2_160,
    about: 'Hours after shipping during which a refund can be requested',
  },
  mall_return_escalate_hours: {
    fallback: 168,
    unit: 'hours',
    min: 1,
    max: 720,
    about: 'Hours after a seller refuses a refund request during which the buyer can ask the platform to decide (never after receipt)',
  },
  mall_AutoComment: { fallback: 15, unit: 'days', min: 1, max: 365, about: 'Days after receipt before the labelled default good review' },
  mall_commission_bp: {
    fallback: 500,
    unit: 'basis points',
    min: 0,
    max: 5_000,
    about: 'Platform commission of the order total (500 = 5 %)',
  },
} as const;

/**
 * `mall_autoCancel_timeout`, the legacy hold in hours, is no longer an operator setting (hours are too
 * coarse for a hold; see `mall_unpaid_hold_minutes`). Its syspara row stays, kept equal to the hold in
 * the legacy unit (`0.5` = 30 minutes) for whatever still reads it.
 */
export const LEGACY_HOLD_HOURS = {
  code: 'mall_autoCancel_timeout',
  of: 'mall_unpaid_hold_minutes',
  about: 'Hours before an unpaid order is cancelled (legacy; kept equal to mall_unpaid_hold_minutes)',
  value: (minutes: number) => String(Math.round((minutes / 60) * 10_000) / 10_000),
} as const;

export type MallSettingCode = keyof typeof MALL_SETTINGS;
export const MALL_SETTING_CODES = Object.keys(MALL_SETTINGS) as MallSettingCode[];
export type MallSettings = Record<MallSettingCode, number>;

/** `PATCH /v1/admin/settings`: only the settings sent change; an unknown one is refused. */
export const MallSettingsPatchSchema = z.strictObject(
  Object.fromEntries(
    MALL_SETTING_CODES.map((c) => [c, z.number().int().min(MALL_SETTINGS[c].min).max(MALL_SETTINGS[c].max).optional()]),
  ) as Record<MallSettingCode, z.ZodOptional<z.ZodNumber>>,
);
export type MallSettingsPatch = Partial<MallSettings>;
