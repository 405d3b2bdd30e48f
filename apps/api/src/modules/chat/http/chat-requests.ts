import { z } from 'zod';

/* Request shapes the agent console and the store console (the seller module) share. */

/** Older messages than `before` (a message sequence number). */
export const ChatHistoryQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

/** A message to send: text (sanitised and limited to 2,000 characters by the chat service) or the path of an uploaded image. */
export const ChatSendBody = z.object({
  type: z.enum(['text', 'img']),
  content: z.string().min(1).max(12_000),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});
