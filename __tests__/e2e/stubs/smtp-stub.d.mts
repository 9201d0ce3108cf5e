/** Types of smtp-stub.mjs, for the specs that import it. */

/** One message the SMTP stub received. */
export interface ReceivedMail {
  to: string[];
  text: string;
  at: number;
}
/** Starts a real SMTP server on loopback that keeps every message. */
export function startSmtpStub(options: {
  port: number;
  host?: string;
}): Promise<{ messages: ReceivedMail[]; close: () => Promise<void> }>;
