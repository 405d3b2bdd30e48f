import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { closer, owned } from './owned';

/** A message the test server accepted, with the envelope's recipients. */
export type ReceivedMail = ParsedMail & { rcptTo: string[] };

export interface TestSmtpServer {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL */
  url: string;
  received: ReceivedMail[];
  /** Answer the next `count` recipients with `code` (451: try later; 550: refused for good). */
  refuseNext: (count: number, code: number) => void;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on a free loopback port, with a login: what it
 * accepts is parsed (mailparser) into `received` (and handed to `onMail`, e.g. to keep it where another
 * process reads it). Stopped when the test file ends.
 */
export function startSmtpServer(
  login = { user: 'mailer', pass: 's3cret-Pass!' },
  onMail?: (mail: ReceivedMail) => void,
): Promise<TestSmtpServer> {
  return owned(
    (async () => {
      const received: ReceivedMail[] = [];
      let refusals = { count: 0, code: 451 };
      const server = new SMTPServer({
        authOptional: false,
        allowInsecureAuth: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onAuth(auth, _session, callback) {
          if (auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
          else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
        },
        onRcptTo(_address, _session, callback) {
          if (refusals.count <= 0) return callback();
          refusals = { ...refusals, count: refusals.count - 1 };
          const text = refusals.code < 500 ? 'Mailbox busy, try again later' : 'No such user here';
          callback(Object.assign(new Error(text), { responseCode: refusals.code }));
        },
        onData(stream, session, callback) {
          simpleParser(stream).then(
            (mail) => {
              const got = Object.assign(mail, { rcptTo: session.envelope.rcptTo.map((a) => a.address) });
              received.push(got);
              onMail?.(got);
              callback();
            },
            (e: Error) => callback(e),
          );
        },
      });
      await new Promise<void>((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve());
      });
      const port = (server.server.address() as { port: number }).port;
      return {
        url: `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@127.0.0.1:${port}`,
        received,
        refuseNext: (count: number, code: number) => void (refusals = { count, code }),
        stop: closer(() => new Promise<void>((resolve) => server.close(() => resolve()))),
      };
    })(),
  );
}
