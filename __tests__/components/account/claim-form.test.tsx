import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimForm } from '@/components/account/claim-form';
import { accountMessages, claimRefusal } from '@/lib/account/texts';
import { refusals, UserFacingError } from '@/lib/errors/messages';
import { accountRepository } from '@/lib/repositories';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { resetStores } from '../../support/component-helpers';
import { renderInLocale } from '../../support/intl';

const mockRouter = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter }));

/**
 * /claim and /es/claim/ (docs/front-desk.md#patient-records-and-claim-links) in local mode, where
 * no record was made by the clinic: the form in the page's language, its own checks and local
 * mode's refusal in it too (docs/languages.md#catalogs).
 */

beforeEach(() => {
  resetStores();
  jest.clearAllMocks();
});

/** Renders the form in `locale` and submits it with `passwords` typed. */
async function submitClaim(locale: Locale, passwords: [string, string]) {
  const texts = { en, es }[locale].claim;
  const user = userEvent.setup();
  renderInLocale(<ClaimForm />, locale);
  expect(screen.getByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
  if (passwords[0]) await user.type(screen.getByLabelText(texts.passwordLabel), passwords[0]);
  if (passwords[1]) await user.type(screen.getByLabelText(texts.passwordAgainLabel), passwords[1]);
  await user.click(screen.getByRole('button', { name: texts.button }));
  return screen.findByRole('alert');
}

describe('ClaimForm', () => {
  it('keeps the English texts word for word', async () => {
    expect(await submitClaim('en', ['', ''])).toHaveTextContent('Choose a password.');
    expect(
      screen.getByText(/^The clinic booked for you and made your patient record\./),
    ).toBeVisible();
  });

  it('asks for a password in Spanish', async () => {
    expect(await submitClaim('es', ['', ''])).toHaveTextContent(es.claim.claimPasswordRequired);
  });

  it('says the passwords differ in Spanish', async () => {
    expect(await submitClaim('es', ['una-clave', 'otra-clave'])).toHaveTextContent(
      es.claim.claimPasswordsDiffer,
    );
  });

  it("gives local mode's refusal in Spanish, and goes nowhere", async () => {
    expect(await submitClaim('es', ['una-clave', 'una-clave'])).toHaveTextContent(
      es.claim.claimSharedOnly,
    );
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it("gives local mode's refusal in English word for word", async () => {
    expect(await submitClaim('en', ['a-password', 'a-password'])).toHaveTextContent(
      "Claim links work only on the clinic's shared booking site.",
    );
  });

  it.each([
    ['an invalid link', claimRefusal('claimLinkInvalid'), es.claim.claimLinkInvalid],
    ['a taken e-mail', claimRefusal('claimEmailTaken'), es.claim.claimEmailTaken],
    ['the connection notice', refusals.serverUnreachable, es.refusals.serverUnreachable],
    [
      'a sentence nobody knows',
      { message: 'Only the server says this.' },
      'Only the server says this.',
    ],
  ])("words shared mode's refusal of %s in Spanish", async (_name, refusal, text) => {
    const claim = jest
      .spyOn(accountRepository, 'claimRecord')
      .mockRejectedValue(new UserFacingError(refusal));
    try {
      expect(await submitClaim('es', ['una-clave', 'una-clave'])).toHaveTextContent(text);
    } finally {
      claim.mockRestore();
    }
  });

  it.each([
    ['en', 'The password could not be set. Please try again.'],
    ['es', es.claim.claimFailed],
  ] as const)('words a failure with no refusal as the catalog’s (%s)', async (locale, text) => {
    const claim = jest.spyOn(accountRepository, 'claimRecord').mockRejectedValue(new Error('boom'));
    try {
      expect(await submitClaim(locale, ['a-password', 'a-password'])).toHaveTextContent(text);
    } finally {
      claim.mockRestore();
    }
  });

  it("holds the catalog's English equal to the account module's claim errors", () => {
    for (const [key, text] of Object.entries(accountMessages)) {
      if (!key.startsWith('claim')) continue;
      expect([key, en.claim[key as keyof typeof en.claim]]).toEqual([key, text]);
    }
  });
});
