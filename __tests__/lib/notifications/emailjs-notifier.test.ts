/** @jest-environment node */
import { EmailJSResponseStatus } from '@emailjs/browser';
import type { User } from '@/lib/account/user';
import {
  makeNoticeAppointment,
  makeUser,
  NOTICE_APPOINTMENT_PARAMS,
} from '@/__tests__/support/factories';
import type { EmailConfig } from '@/lib/notifications/config';
import { createEmailNotifier } from '@/lib/notifications/emailjs-notifier';
import type { EmailNotifier } from '@/lib/notifications/emailjs-notifier';
import { formatNoticeDate } from '@/lib/notifications/params';
import { clinic } from '@/lib/clinic';

type SendResult = { status: number; text: string };
type InitOptions = { publicKey: string; origin: string; blockHeadless: boolean };

/** Stands in for @emailjs/browser: records calls; every send succeeds unless told otherwise. */
function createFakeEmailJs() {
  return {
    init: jest.fn<void, [InitOptions]>(),
    send: jest.fn<Promise<SendResult>, [string, string, Record<string, unknown>]>(() =>
      Promise.resolve({ status: 200, text: 'OK' }),
    ),
  };
}

const config: EmailConfig = {
  publicKey: 'pk_test',
  serviceId: 'service_main',
  templateId: 'template_main',
  fallbackServiceId: 'service_fallback',
  fallbackTemplateId: 'template_fallback',
  origin: 'http://127.0.0.1:4010',
};

const user = makeUser();
const appointment = makeNoticeAppointment();

const now = new Date('2026-11-20T14:45:00Z');
const accountParams = {
  to_email: 'ada@example.com',
  to_name: 'Ada Lovelace',
  date: formatNoticeDate(now, clinic.timeZone),
  language: 'en',
};

/** Each event, as a call on the notifier. */
const events = {
  registered: (n: EmailNotifier, who: User = user) => n.registered(who),
  loggedIn: (n: EmailNotifier, who: User = user) => n.loggedIn(who),
  appointmentBooked: (n: EmailNotifier, who: User = user) => n.appointmentBooked(appointment, who),
  appointmentCanceled: (n: EmailNotifier, who: User = user) =>
    n.appointmentCanceled({ ...appointment, status: 'canceled' }, who),
};
const eventNames = Object.keys(events) as (keyof typeof events)[];

let emailjs: ReturnType<typeof createFakeEmailJs>;
let info: jest.SpyInstance;
let warn: jest.SpyInstance;

function setup(overrides: EmailConfig = {}): EmailNotifier {
  return createEmailNotifier(
    { ...config, ...overrides },
    // A visitor in the clinic's zone: notices carry the clinic's time alone.
    { emailjs, now: () => now, visitorZone: () => clinic.timeZone },
  );
}

beforeEach(() => {
  emailjs = createFakeEmailJs();
  info = jest.spyOn(console, 'info').mockImplementation(() => {});
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('createEmailNotifier when e-mail is off', () => {
  it.each([
    ['no public key', { publicKey: undefined }, 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'],
    ['no service id', { serviceId: '' }, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID'],
    ['a blank template id', { templateId: '  ' }, 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID'],
  ])('with %s sends nothing, never inits and logs one notice', async (_case, overrides, key) => {
    const notifier = setup(overrides);
    expect(notifier.enabled).toBe(false);

    for (const name of eventNames) events[name](notifier);
    events.registered(notifier);
    await notifier.flush();

    expect(emailjs.init).not.toHaveBeenCalled();
    expect(emailjs.send).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(`E-mail notifications are off: ${key} not set.`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('names every missing setting in its notice', () => {
    createEmailNotifier({}, { emailjs });
    expect(info).toHaveBeenCalledWith(
      'E-mail notifications are off: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, NEXT_PUBLIC_EMAILJS_SERVICE_ID, NEXT_PUBLIC_EMAILJS_TEMPLATE_ID not set.',
    );
  });

  it('gives each notifier its own notice', () => {
    setup({ publicKey: '' });
    setup({ publicKey: '' });
    expect(info).toHaveBeenCalledTimes(2);
  });

  it('logs its notice when it is made, before any event', () => {
    setup({ publicKey: '' });
    expect(info).toHaveBeenCalledTimes(1);
  });

  it('logs no notice when e-mail is on', () => {
    setup({});
    expect(info).not.toHaveBeenCalled();
  });
});

describe('createEmailNotifier sending', () => {
  it('is enabled with public key, service id and template id', () => {
    expect(setup({ fallbackServiceId: undefined, fallbackTemplateId: undefined }).enabled).toBe(
      true,
    );
  });

  it.each([
    ['registered', accountParams],
    ['loggedIn', accountParams],
    ['appointmentBooked', NOTICE_APPOINTMENT_PARAMS],
    ['appointmentCanceled', NOTICE_APPOINTMENT_PARAMS],
  ] as const)('sends %s with the main ids and exactly its params', async (name, params) => {
    const notifier = setup();
    events[name](notifier);
    await notifier.flush();

    expect(emailjs.send).toHaveBeenCalledTimes(1);
    expect(emailjs.send).toHaveBeenCalledWith('service_main', 'template_main', params);
    expect(warn).not.toHaveBeenCalled();
  });

  it('puts the readable date of the event into account notices', async () => {
    const notifier = setup();
    events.loggedIn(notifier);
    await notifier.flush();
    expect(emailjs.send.mock.calls[0]?.[2].date).toMatch(
      /^Friday, November 20, 2026 at \d{1,2}:\d{2} [AP]M$/,
    );
  });

  it('never sends a password or other extra fields a stored user carries', async () => {
    const legacy = { ...user, password: 'hunter2' } as User;
    const notifier = setup();
    for (const name of eventNames) events[name](notifier, legacy);
    await notifier.flush();

    expect(emailjs.send).toHaveBeenCalledTimes(4);
    expect(JSON.stringify(emailjs.send.mock.calls)).not.toContain('hunter2');
  });

  it('calls init once, lazily, with the public key and the origin, not blocking headless', async () => {
    const notifier = setup();
    expect(emailjs.init).not.toHaveBeenCalled();

    for (const name of eventNames) events[name](notifier);
    await notifier.flush();

    expect(emailjs.init).toHaveBeenCalledTimes(1);
    expect(emailjs.init).toHaveBeenCalledWith({
      publicKey: 'pk_test',
      origin: 'http://127.0.0.1:4010',
      blockHeadless: false,
    });
    expect(emailjs.init.mock.invocationCallOrder[0]).toBeLessThan(
      emailjs.send.mock.invocationCallOrder[0] ?? 0,
    );
  });

  it("inits with EmailJS's own origin when none is set", async () => {
    const notifier = setup({ origin: undefined });
    events.loggedIn(notifier);
    await notifier.flush();
    expect(emailjs.init).toHaveBeenCalledWith(
      expect.objectContaining({ origin: 'https://api.emailjs.com' }),
    );
  });

  it('returns at once while the service never answers, and keeps sending later events', () => {
    emailjs.send.mockImplementation(() => new Promise<SendResult>(() => {}));
    const notifier = setup();

    expect(notifier.registered(user)).toBeUndefined();
    expect(notifier.appointmentBooked(appointment, user)).toBeUndefined();

    expect(emailjs.send).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not throw when the library throws synchronously, and logs it', async () => {
    emailjs.send.mockImplementation(() => {
      throw 'The template params have to be the object.';
    });
    const notifier = setup();

    expect(() => events.appointmentBooked(notifier)).not.toThrow();
    await notifier.flush();
    expect(warn).toHaveBeenCalledWith(
      'E-mail not sent (appointmentBooked): the e-mail library refused the request — status none: The template params have to be the object.',
    );
  });

  it('tries init again on the next send when init threw', async () => {
    emailjs.init.mockImplementationOnce(() => {
      throw new Error('init failed');
    });
    const notifier = setup();
    events.loggedIn(notifier);
    await notifier.flush();
    events.loggedIn(notifier);
    await notifier.flush();

    expect(emailjs.init).toHaveBeenCalledTimes(2);
    expect(emailjs.send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('init failed'));
  });
});

describe('createEmailNotifier recipient rule', () => {
  const cases = [
    ['a missing name', { name: undefined as unknown as string }, 'missing name'],
    ['a blank name', { name: '   ' }, 'blank name'],
    ['an address without @', { email: 'ada.example.com' }, 'address without @'],
  ] as const;

  describe.each(eventNames)('for %s', (name) => {
    it.each(cases)('skips the send for %s and logs why', async (_case, change, problem) => {
      const notifier = setup();
      events[name](notifier, { ...user, ...change });
      await notifier.flush();

      expect(emailjs.send).not.toHaveBeenCalled();
      expect(emailjs.init).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(`E-mail skipped (${name}): ${problem}.`);
    });
  });
});

describe('createEmailNotifier failures', () => {
  /** A send that the service (or the library's own checks) answers with this non-2xx status. */
  const answeredWith = (status: number, text: string) => () =>
    Promise.reject(new EmailJSResponseStatus(status, text));

  const failures = [
    [
      '403 blocklist',
      answeredWith(403, 'Forbidden'),
      'forbidden (403, e.g. block list) — status 403: Forbidden',
    ],
    [
      '429 throttling',
      answeredWith(429, 'Too Many Requests'),
      'throttled (429, too many requests) — status 429: Too Many Requests',
    ],
    [
      '451 headless browser',
      answeredWith(451, 'Unavailable For Headless Browser'),
      'refused for a headless browser (451) — status 451: Unavailable For Headless Browser',
    ],
    [
      '500 server error',
      answeredWith(500, 'Internal Server Error'),
      'the e-mail service answered with an error — status 500: Internal Server Error',
    ],
    [
      'a network TypeError',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'no answer from the e-mail service (network error) — status none: Failed to fetch',
    ],
    [
      'a string rejection',
      () => Promise.reject('The service ID is required. Visit https://dashboard.emailjs.com/admin'),
      'the e-mail library refused the request — status none: The service ID is required. Visit https://dashboard.emailjs.com/admin',
    ],
  ] as const;

  describe.each(['loggedIn', 'appointmentBooked', 'appointmentCanceled'] as const)(
    'for %s',
    (name) => {
      it.each(failures)('swallows %s, logs it once and does not retry', async (_k, fail, line) => {
        emailjs.send.mockImplementation(fail);
        const notifier = setup();

        expect(() => events[name](notifier)).not.toThrow();
        await expect(notifier.flush()).resolves.toBeUndefined();

        expect(emailjs.send).toHaveBeenCalledTimes(1);
        expect(warn).toHaveBeenCalledTimes(1);
        expect(warn).toHaveBeenCalledWith(`E-mail not sent (${name}): ${line}`);
      });
    },
  );

  it.each(failures)(
    'swallows %s on registration and on its retry, logging both',
    async (_k, fail, line) => {
      emailjs.send.mockImplementation(fail);
      const notifier = setup();

      events.registered(notifier);
      await notifier.flush();

      expect(emailjs.send).toHaveBeenCalledTimes(2);
      expect(warn.mock.calls).toEqual([
        [`E-mail not sent (registered): ${line}; retrying once with the fallback ids`],
        [`E-mail not sent (registered, fallback ids): ${line}`],
      ]);
    },
  );
});

describe('createEmailNotifier registration retry', () => {
  it('retries a failed registration send once with the fallback ids and the same params', async () => {
    emailjs.send.mockRejectedValueOnce(new EmailJSResponseStatus(500, 'Internal Server Error'));
    const notifier = setup();

    events.registered(notifier);
    await notifier.flush();

    expect(emailjs.send.mock.calls).toEqual([
      ['service_main', 'template_main', accountParams],
      ['service_fallback', 'template_fallback', accountParams],
    ]);
    expect(emailjs.init).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not retry a registration send that succeeded', async () => {
    const notifier = setup();
    events.registered(notifier);
    await notifier.flush();
    expect(emailjs.send).toHaveBeenCalledTimes(1);
  });

  it('uses the main template id when only a fallback service id is set', async () => {
    emailjs.send.mockRejectedValueOnce(new EmailJSResponseStatus(403, 'Forbidden'));
    const notifier = setup({ fallbackTemplateId: undefined });
    events.registered(notifier);
    await notifier.flush();
    expect(emailjs.send.mock.calls[1]).toEqual([
      'service_fallback',
      'template_main',
      accountParams,
    ]);
  });

  it('retries once with the primary ids when no fallback ids are set', async () => {
    emailjs.send.mockRejectedValueOnce(new EmailJSResponseStatus(500, 'Internal Server Error'));
    const notifier = setup({ fallbackServiceId: undefined, fallbackTemplateId: '' });
    events.registered(notifier);
    await notifier.flush();

    expect(emailjs.send).toHaveBeenCalledTimes(2);
    expect(emailjs.send.mock.calls[1]?.slice(0, 2)).toEqual(
      emailjs.send.mock.calls[0]?.slice(0, 2),
    );
    expect(warn).toHaveBeenCalledWith(
      'E-mail not sent (registered): the e-mail service answered with an error — status 500: Internal Server Error; retrying once with the fallback ids',
    );
  });

  it('does not retry a registration send that never answers, however long it hangs', async () => {
    jest.useFakeTimers();
    try {
      emailjs.send.mockImplementation(() => new Promise<SendResult>(() => {}));
      const notifier = setup();
      events.registered(notifier);
      await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
      expect(emailjs.send).toHaveBeenCalledTimes(1);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets flush wait for the retry to settle', async () => {
    let failFirst: (reason: unknown) => void = () => {};
    emailjs.send.mockImplementationOnce(
      () => new Promise<SendResult>((_resolve, reject) => (failFirst = reject)),
    );
    const notifier = setup();
    events.registered(notifier);

    let flushed = false;
    const flushing = notifier.flush().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);

    failFirst(new TypeError('Failed to fetch'));
    await flushing;
    expect(emailjs.send).toHaveBeenCalledTimes(2);
  });
});
