import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { takeDraftWhenLoaded, useSwitchDraft } from '@/components/layout/switch-draft';
import en from '@/messages/en.json';
import { renderInLocale } from '../../support/intl';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/register/',
  useRouter: () => ({ push: mockPush, replace: jest.fn(), prefetch: jest.fn() }),
}));

/** A form that offers its fields to the switch, as the registration form does. */
function DraftingForm() {
  useSwitchDraft(() => ({ form: 'register', owner: null, fields: { email: 'ana@example.com' } }));
  return null;
}

// The switch keeps a draft whose storage is loading (docs/languages.md#the-language-switch).
describe('the language switch with the draft storage still loading', () => {
  it('keeps the draft first, then opens the other page', async () => {
    renderInLocale(
      <>
        <LanguageSwitch />
        <DraftingForm />
      </>,
    );
    // Clicked in the same task as the form mounted: its storage module has not arrived yet.
    fireEvent.click(screen.getByRole('link', { name: en.language.switchLabel }));
    expect(mockPush).not.toHaveBeenCalled();

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/es/register/'));
    expect(sessionStorage.getItem('languageSwitchDraft')).toContain('ana@example.com');
    await expect(takeDraftWhenLoaded('register', null)).resolves.toEqual({
      email: 'ana@example.com',
    });
    expect(sessionStorage.getItem('languageSwitchDraft')).toBeNull();
  });
});
