/** @jest-environment node */
import { makeNoticeAppointment, makeUser } from '@/__tests__/support/factories';
import type { EmailNotifierDeps } from '@/lib/notifications/emailjs-notifier';

const EMAIL_ON = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_test',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_main',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_main',
};

/**
 * Makes the notifier of a build made with `settings` (lib/config/env.ts reads them when it
 * loads), books an appointment through it, and returns what reached the (fake) e-mail library.
 */
async function bookWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, EMAIL_ON, settings);
  const emailjs = {
    init: jest.fn(),
    send: jest.fn(() => Promise.resolve({ status: 200, text: 'OK' })),
  };
  const info = jest.spyOn(console, 'info').mockImplementation(() => {});
  try {
    let install!: typeof import('@/lib/notifications/site-notifier').createSiteNotifier;
    jest.isolateModules(() => {
      ({ createSiteNotifier: install } = jest.requireActual('@/lib/notifications/site-notifier'));
    });
    const notifier = install(undefined, { emailjs } as unknown as EmailNotifierDeps);
    notifier.appointmentBooked(makeNoticeAppointment(), makeUser());
    await notifier.flush();
    return {
      enabled: notifier.enabled,
      sends: emailjs.send.mock.calls,
      info: info.mock.calls.flat(),
    };
  } finally {
    info.mockRestore();
    process.env = saved;
  }
}

describe('e-mail in a preview (docs/hosting.md#previews)', () => {
  it('sends from a live build', async () => {
    const { enabled, sends } = await bookWith({});
    expect(enabled).toBe(true);
    expect(sends).toHaveLength(1);
  });

  it('sends nothing from a preview, and says why', async () => {
    const { enabled, sends, info } = await bookWith({ NEXT_PUBLIC_DEPLOY_ENV: 'preview' });
    expect(enabled).toBe(false);
    expect(sends).toEqual([]);
    expect(info[0]).toBe(
      'E-mail notifications are off in this preview (NEXT_PUBLIC_DEPLOY_ENV=preview); NEXT_PUBLIC_PREVIEW_EMAIL=true turns them on.',
    );
  });

  it('sends from a preview that is allowed to', async () => {
    const { sends } = await bookWith({
      NEXT_PUBLIC_DEPLOY_ENV: 'preview',
      NEXT_PUBLIC_PREVIEW_EMAIL: 'true',
    });
    expect(sends).toHaveLength(1);
  });
});
