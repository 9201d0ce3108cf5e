import { screen } from '@testing-library/react';
import { renderInLocale } from '../../support/intl';
import { StorageNotice } from '@/components/layout/storage-notice';

const notice =
  'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.';

describe('StorageNotice', () => {
  it('stays silent when storage works', () => {
    renderInLocale(<StorageNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly that accounts and bookings need browser storage when access throws', () => {
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      renderInLocale(<StorageNotice />);
      expect(screen.getByRole('alert')).toHaveTextContent(notice);
      renderInLocale(<StorageNotice />, 'es');
      expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/almacenamiento de su navegador/);
    } finally {
      getter.mockRestore();
    }
  });
});
