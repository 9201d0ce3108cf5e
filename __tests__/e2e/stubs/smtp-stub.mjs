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

/** The bytes of quoted-printable text or a Q-encoded word ('caf=C3=A9'). */
const quotedBytes = (text) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** A header's value with its RFC 2047 encoded words ('=?UTF-8?Q?…?=') decoded, runs joined. */
function decodeHeader(value) {
  return value.replace(/(?:=\?UTF-8\?[QB]\?[^?]*\?=\s*)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, kind, data]) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64')
          : quotedBytes(data.replace(/_/g, ' ')),
      ),
    ).toString('utf8'),
  );
}

/**
 * A single-part message as an SMTP server received it (nodemailer's text/plain), decoded: its
 * headers unfolded (encoded words left as sent), its Subject and its text in UTF-8, line ends '\n'.
 * @param {string} raw the message as sent, CRLF line ends
 * @returns {{ headers: string, subject: string, text: string }}
 */
export function decodeMail(raw) {
  const [head, ...body] = raw.split(/\r\n\r\n/);
  const headers = head.replace(/\r\n[ \t]+/g, ' ');
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1].toLowerCase();
  const payload = body
    .join('\r\n\r\n')
    .replace(/\r\n\.\r\n$/, '')
    .trim();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(payload, 'base64')
      : encoding === 'quoted-printable'
        ? quotedBytes(payload.replace(/=\r\n/g, ''))
        : Buffer.from(payload, 'utf8');
  return {
    headers,
    subject: decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1] ?? ''),
    text: bytes.toString('utf8').replace(/\r\n/g, '\n').trim(),
  };
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
