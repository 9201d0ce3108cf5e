import { screen, waitFor } from '@testing-library/react';
import { renderInLocale } from '../../../support/intl';
import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import en from '@/messages/en.json';
import { resetStores, seedSession } from '../../../support/component-helpers';
import { mockRouter } from '../../../support/next-navigation';

/** The front desk's English texts, /schedule's words (docs/languages.md#catalogs). */
const frontDeskTexts = en.frontDesk;

jest.mock('next/navigation', () => jest.requireActual('../../../support/next-navigation'));

// Jest builds are local mode (no NEXT_PUBLIC_DATA_API_URL): the e2e front-desk spec covers shared mode.
describe('FrontDeskPage in local mode', () => {
  beforeEach(() => {
    resetStores();
    mockRouter.replace.mockClear();
  });

  it('tells even a staff account that the schedule needs the shared system, and shows no data', async () => {
    await seedSession({
      id: 1,
      name: 'Desk',
      email: 'desk@example.com',
      role: 'patient',
      staff: true,
    });
    renderInLocale(<FrontDeskPage />);
    expect(await screen.findByText(frontDeskTexts.localMode)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Schedule');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows that notice before the session is known, then sends a visitor with none to log in', async () => {
    renderInLocale(<FrontDeskPage />);
    // In the page's HTML, so its largest text is painted at once (docs/front-desk.md).
    expect(screen.getByText(frontDeskTexts.localMode)).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/login/'));
  });
});
