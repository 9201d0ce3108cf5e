import { render, screen } from '@testing-library/react';
import { StorageNotice } from '@/components/layout/storage-notice';

const notice =
  'This site keeps accounts and bookings in your browser’s storage, which is turned off or blocked. Allow site data for this site to register, log in and book.';

describe('StorageNotice', () => {
  it('stays silent when storage works', () => {
    render(<StorageNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly that accounts and bookings need browser storage when access throws', () => {
    const getter = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      render(<StorageNotice />);
      expect(screen.getByRole('alert')).toHaveTextContent(notice);
    } finally {
      getter.mockRestore();
    }
  });
});
