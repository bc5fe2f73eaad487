import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

// Beside the app's port (3100 -> 2526), so checkouts running the suite at once on other ports do not collide.
export const MAIL_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) - 574);
export const MAIL_DIR = path.resolve(import.meta.dirname, `../../../../.tmp/e2e-mail-${MAIL_PORT}`);

/**
 * A local SMTP server the e2e server sends its mail to (SMTP_URL), writing each message to a file
 * so tests can follow reset and activation links the way a user would.
 */
export function startMailCatcher(): Promise<() => Promise<void>> {
  fs.rmSync(MAIL_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        fs.writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${++count}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(MAIL_PORT, '127.0.0.1', () => resolve(() => new Promise<void>((done) => server.close(() => done()))));
  });
}

/** The newest message sent to an address, waiting for it to arrive. */
export async function waitForMail(to: string, since = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(`-${to}.eml`) && Number(f.split('-')[0]) >= since).sort();
    if (files.length) return decodeQuotedPrintable(fs.readFileSync(path.join(MAIL_DIR, files[files.length - 1]), 'utf8'));
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}

function decodeQuotedPrintable(text: string) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
