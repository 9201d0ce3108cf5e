/** @jest-environment node */
import { EmailJSResponseStatus } from '@emailjs/browser';
import { describeEmailFailure, formatEmailFailure } from '@/lib/notifications/failure';

describe('describeEmailFailure', () => {
  it.each([
    [new EmailJSResponseStatus(403, 'Forbidden'), 'blocklist', 403, 'Forbidden'],
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 'throttled', 429, 'Too Many Requests'],
    [
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
      'headless',
      451,
      'Unavailable For Headless Browser',
    ],
    [new EmailJSResponseStatus(500, 'Internal Server Error'), 'http', 500, 'Internal Server Error'],
    [
      new EmailJSResponseStatus(400, 'The template ID is invalid'),
      'http',
      400,
      'The template ID is invalid',
    ],
    [new EmailJSResponseStatus(), 'network', 0, 'Network Error'],
    [new TypeError('Failed to fetch'), 'network', null, 'Failed to fetch'],
    [
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      'rejected',
      null,
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
    ],
    [new Error('boom'), 'unknown', null, 'boom'],
    [undefined, 'unknown', null, 'undefined'],
  ])('classifies %p', (error, kind, status, text) => {
    expect(describeEmailFailure(error)).toMatchObject({ kind, status, text });
  });

  it('treats a plain { status, text } object like the library class', () => {
    expect(describeEmailFailure({ status: 429, text: 'slow down' })).toMatchObject({
      kind: 'throttled',
      status: 429,
      text: 'slow down',
    });
  });

  it('never throws, even for a value that cannot be printed', () => {
    const hostile = Object.create(null) as object;
    expect(describeEmailFailure(hostile)).toMatchObject({
      kind: 'unknown',
      text: 'unprintable value',
    });
  });
});

describe('formatEmailFailure', () => {
  it('gives a description, the status and the text in one line', () => {
    expect(
      formatEmailFailure(describeEmailFailure(new EmailJSResponseStatus(403, 'Forbidden'))),
    ).toBe('forbidden (403, e.g. block list) — status 403: Forbidden');
  });

  it("says 'status none' when there was no answer", () => {
    expect(formatEmailFailure(describeEmailFailure(new TypeError('Failed to fetch')))).toBe(
      'no answer from the e-mail service (network error) — status none: Failed to fetch',
    );
  });
});
