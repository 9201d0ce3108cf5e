/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps every message it is
 * given, for the worker's e-mails in the e2e specs (docs/reminders.md). No TLS, no
 * authentication: nodemailer speaks plain SMTP to it as to any relay.
 */
import { SMTPServer } from 'smtp-server';

/** A message's text with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Starts the server on `host:port`.
 * @param {{ port: number, host?: string, onRcptTo?: Function }} options port 0 takes any free
 *   port; onRcptTo is smtp-server's own hook, to refuse a recipient
 * @returns {Promise<{ messages: { to: string[], text: string, raw: string, at: number }[],
 *   port: number, close: () => Promise<void> }>} messages: recipients, the whole message decoded
 *   and as sent, and when it arrived (ms since the epoch), in arrival order; port: the bound one
 */
export async function startSmtpStub({ port, host = '127.0.0.1', onRcptTo }) {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    ...(onRcptTo ? { onRcptTo } : {}),
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: decodeQuotedPrintable(raw),
          raw,
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    messages,
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
