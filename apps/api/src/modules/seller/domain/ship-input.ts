import { z } from 'zod';
import { validTrackingNo } from '../../order';

/** Carrier name: 1–64 characters after trimming. */
export const CARRIER = z.string().trim().min(1).max(64);
/** Tracking number: the order module's rule (3–64 of A–Z, a–z, 0–9 and '-'). */
export const TRACKING_NO = z.string().trim().refine(validTrackingNo);

export const ShipSchema = z.object({ carrier: CARRIER, trackingNo: TRACKING_NO }).strict();
export type ShipInput = z.infer<typeof ShipSchema>;

/** Order ids are `SC` + 17 digits of time + 6 of a sequence; anything else cannot be an order (answered as not found). */
export const ORDER_ID = /^SC\d{10,40}$/;
