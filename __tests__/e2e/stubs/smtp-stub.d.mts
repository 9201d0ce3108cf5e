/** Types of smtp-stub.mjs, for the specs that import it. */

/** One message the SMTP stub received. */
export interface ReceivedMail {
  to: string[];
  /** The whole message, quoted-printable undone. */
  text: string;
  /** The message as it came over the wire. */
  raw: string;
  at: number;
}
/** Starts a real SMTP server on loopback that keeps every message. */
export function startSmtpStub(options: {
  /** 0 takes any free port. */
  port: number;
  host?: string;
  /** smtp-server's own hook: call back with an Error that has a `responseCode` to refuse. */
  onRcptTo?: (
    address: { address: string },
    session: unknown,
    callback: (error?: Error) => void,
  ) => void;
}): Promise<{ messages: ReceivedMail[]; port: number; close: () => Promise<void> }>;
/**
 * A single-part message as received (`raw`), decoded: its headers unfolded, its Subject and its
 * text in UTF-8, line ends '\n'.
 */
export function decodeMail(raw: string): { headers: string; subject: string; text: string };
