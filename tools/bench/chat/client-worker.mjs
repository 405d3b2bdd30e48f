// A client process of the chat benchmark (forked by index.mjs, driven over IPC). It holds idle guest
// sockets, and runs conversations whose sender sockets (guests, buyers) and receiver socket (this
// process's agent) live in this one process, so send → receive is timed on one clock.
// Talks only to the URL it is given (127.0.0.1).
import { io } from 'socket.io-client';
import { randomUUID } from 'node:crypto';

const idle = [];
let agent = null;
let senders = []; // { socket, conversationId }
const pending = new Map(); // clientId → performance.now() at send
let seq = 0; // clientIds stay unique across runs (a repeated one is answered as a duplicate, not delivered)

function connect(url, auth) {
  const s = io(url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', (e) => {
      s.close();
      reject(e);
    });
  });
}

/** Open `count` sockets, at most `concurrency` handshakes in flight; answers how many held and the errors. */
async function openIdle({ url, count, concurrency, agentKey }) {
  let next = 0;
  let failed = 0;
  const errors = new Map();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        next += 1;
        try {
          idle.push(await connect(url, { anonymousId: randomUUID(), benchAgent: agentKey }));
        } catch (e) {
          failed += 1;
          const k = String(e?.message ?? e).slice(0, 80);
          errors.set(k, (errors.get(k) ?? 0) + 1);
        }
      }
    }),
  );
  return { held: idle.filter((s) => s.connected).length, failed, errors: Object.fromEntries(errors), ms: performance.now() - t0 };
}

function closeIdle({ count }) {
  for (let i = 0; i < count && idle.length; i++) idle.pop().close();
  return { left: idle.length };
}

/** The agent socket and the sender sockets; each sender opens its service conversation (chat:join). */
async function setupConversations({ url, count, agentToken, agentKey, buyerTokens = [], concurrency }) {
  agent = await connect(url, { agentToken: agentToken ?? 'baseline', benchAgent: agentKey, agent: '1' });
  let next = 0;
  const errors = [];
  senders = new Array(count);
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const i = next++;
        const auth =
          i < buyerTokens.length ? { token: buyerTokens[i], benchAgent: agentKey } : { anonymousId: randomUUID(), benchAgent: agentKey };
        try {
          const socket = await connect(url, auth);
          const joined = await socket.timeout(30_000).emitWithAck('chat:join', {});
          if (!joined?.ok) throw new Error(`chat:join ${joined?.code}`);
          senders[i] = { socket, conversationId: joined.conversation.id };
        } catch (e) {
          errors.push(String(e?.message ?? e));
        }
      }
    }),
  );
  senders = senders.filter(Boolean);
  return { conversations: senders.map((s) => s.conversationId), errors: errors.slice(0, 5), failed: errors.length };
}

/**
 * Every sender sends one text every `intervalMs` (random phase) for `seconds`; the agent socket of this
 * process receives them. Answers the latencies (ms) measured here and the counts.
 */
async function run({ seconds, intervalMs, drainMs = 5000 }) {
  const delivery = [];
  const deliverySecond = []; // the second of the run each delivered message was sent in (the timeline)
  const ack = [];
  const start = performance.now();
  let sent = 0;
  let acked = 0;
  let refused = 0;
  let received = 0;
  let unexpected = 0;
  let queueNotices = 0;
  const refusals = new Map();
  const onMessage = (e) => {
    const t0 = pending.get(e?.message?.clientId);
    if (t0 === undefined) return void (unexpected += 1);
    pending.delete(e.message.clientId);
    received += 1;
    delivery.push(performance.now() - t0);
    deliverySecond.push(Math.floor((t0 - start) / 1000));
  };
  const onQueue = () => (queueNotices += 1);
  agent.on('chat:message', onMessage);
  agent.on('chat:queue', onQueue);
  const end = start + seconds * 1000;
  const timers = [];
  const inflight = new Set();
  let duplicates = 0;
  for (const s of senders) {
    const tick = () => {
      if (performance.now() >= end) return;
      const clientId = `b${process.pid.toString(36)}x${(seq++).toString(36)}`;
      const t0 = performance.now();
      pending.set(clientId, t0);
      sent += 1;
      const p = s.socket
        .timeout(30_000)
        .emitWithAck('chat:send', { conversationId: s.conversationId, type: 'text', content: `bench ${clientId} ${Date.now()}`, clientId })
        .then(
          (r) => {
            if (r?.ok) {
              acked += 1;
              if (r.duplicate) duplicates += 1;
              ack.push(performance.now() - t0);
            } else {
              refused += 1;
              pending.delete(clientId);
              refusals.set(r?.code, (refusals.get(r?.code) ?? 0) + 1);
            }
          },
          (e) => {
            refused += 1;
            pending.delete(clientId);
            refusals.set(String(e?.message ?? e), (refusals.get(String(e?.message ?? e)) ?? 0) + 1);
          },
        )
        .finally(() => inflight.delete(p));
      inflight.add(p);
      timers.push(setTimeout(tick, intervalMs));
    };
    timers.push(setTimeout(tick, Math.random() * intervalMs));
  }
  await new Promise((r) => setTimeout(r, seconds * 1000 + 50));
  for (const t of timers) clearTimeout(t);
  // Drain: every ack in, then the deliveries still on the way (bounded).
  await Promise.all([...inflight]);
  const drainUntil = performance.now() + drainMs;
  while (pending.size && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 20));
  agent.off('chat:message', onMessage);
  agent.off('chat:queue', onQueue);
  const lost = pending.size;
  pending.clear();
  return {
    delivery,
    deliverySecond,
    ack,
    sent,
    acked,
    refused,
    received,
    lost,
    unexpected,
    duplicates,
    queueNotices,
    refusals: Object.fromEntries(refusals),
  };
}

function closeAll() {
  for (const s of idle) s.close();
  idle.length = 0;
  for (const s of senders) s.socket.close();
  senders = [];
  agent?.close();
  agent = null;
  return {};
}

const handlers = { openIdle, closeIdle, setupConversations, run, closeAll };

process.on('message', async ({ id, cmd, arg }) => {
  try {
    process.send({ id, ok: true, result: await handlers[cmd](arg ?? {}) });
  } catch (e) {
    process.send({ id, ok: false, error: String(e?.stack ?? e) });
  }
});
process.on('disconnect', () => process.exit(0));
