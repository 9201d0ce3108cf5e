import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RootError from '@/app/(en)/error';

describe('RootError', () => {
  it('shows the spec message for a render failure and offers a retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reset = jest.fn();
    render(<RootError error={new Error('boom')} reset={reset} />);
    expect(
      screen.getByText('Something went wrong. Please try refreshing the page or contact support.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Page failed to render', expect.any(Error));
    warn.mockRestore();
  });
});
