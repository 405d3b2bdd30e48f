import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CapturedMail, DemoMailbox } from './demo-mailbox';

const esc = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Requests from this machine only: demo mail holds sign-in codes and one-click links. */
const fromLoopback = (req: FastifyRequest) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(req.ip);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #18181b">
${body}
</body>
</html>
`;
}

function listPage(mails: CapturedMail[]): string {
  const rows = mails
    .map(
      (m) => `<tr>
<td style="padding: .4rem; white-space: nowrap">${esc(m.receivedAt.replace('T', ' ').slice(0, 19))} UTC</td>
<td style="padding: .4rem">${esc(m.to)}</td>
<td style="padding: .4rem"><a href="/demo/mail/${esc(m.id)}">${esc(m.subject || '(no subject)')}</a></td>
</tr>`,
    )
    .join('\n');
  return page(
    'Demo mail',
    `<h1>Demo mail</h1>
<p>E-mail the mall sent while running as a demo (<code>MALL_SEED=demo</code>, no <code>SMTP_URL</code>): it went to a local capture, not to anyone's inbox. Newest first; the last 200 are kept.</p>
${
  mails.length
    ? `<table style="border-collapse: collapse; width: 100%">
<thead><tr style="text-align: start; border-block-end: 1px solid #ccc"><th style="padding: .4rem; text-align: start">Received</th><th style="padding: .4rem; text-align: start">To</th><th style="padding: .4rem; text-align: start">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p><em>No mail yet.</em> Ask for a registration code, bind a withdrawal address or trip a sign-in lock, and the message shows up here within seconds.</p>'
}`,
  );
}

function messagePage(m: CapturedMail): string {
  const field = (k: string, v: string) =>
    `<tr><th style="padding: .2rem .6rem .2rem 0; text-align: start">${k}</th><td>${esc(v)}</td></tr>`;
  return page(
    m.subject || 'Demo mail',
    `<p><a href="/demo/mail">← All demo mail</a></p>
<h1>${esc(m.subject || '(no subject)')}</h1>
<table>${field('From', m.from)}${field('To', m.to)}${field('Received', m.receivedAt)}${field('Message-ID', m.messageId)}</table>
<h2>Text</h2>
<div style="border: 1px solid #ddd; padding: 1rem; overflow-wrap: anywhere">${m.textAsHtml || '<em>none</em>'}</div>
${
  m.html
    ? `<h2>HTML</h2>
<iframe title="HTML version" sandbox srcdoc="${esc(m.html)}" style="width: 100%; height: 36rem; border: 1px solid #ddd"></iframe>`
    : ''
}`,
  );
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * Demo only (the capture is on): `GET /demo/mail` lists the captured e-mail, `GET /demo/mail/:id`
 * shows one (its text part, links clickable, and its HTML part in a sandboxed frame: no script, no
 * same-origin access). Read-only, and only to requests from this machine.
 */
export function registerDemoMail(f: FastifyInstance, mailbox: DemoMailbox): void {
  const notLocal = page('Demo mail', '<h1>Demo mail</h1><p>Demo mail is readable only from the machine the mall runs on.</p>');
  f.get('/demo/mail', async (req, reply) =>
    fromLoopback(req) ? html(reply, 200, listPage(await mailbox.list())) : html(reply, 403, notLocal),
  );
  f.get('/demo/mail/:id', async (req, reply) => {
    if (!fromLoopback(req)) return html(reply, 403, notLocal);
    const m = await mailbox.get((req.params as { id: string }).id);
    return m
      ? html(reply, 200, messagePage(m))
      : html(reply, 404, page('Demo mail', '<h1>Not found</h1><p><a href="/demo/mail">All demo mail</a></p>'));
  });
}
