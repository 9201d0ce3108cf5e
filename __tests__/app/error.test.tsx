import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RootError from '@/app/(en)/error';
import SpanishError from '@/app/es/error';
import { renderInLocale } from '../support/intl';

describe('RootError', () => {
  it('shows the spec message for a render failure and offers a retry', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reset = jest.fn();
    renderInLocale(<RootError error={new Error('boom')} reset={reset} />);
    expect(
      screen.getByText('Something went wrong. Please try refreshing the page or contact support.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Page failed to render', expect.any(Error));
    warn.mockRestore();
  });

  it('speaks Spanish on a Spanish page (docs/languages.md#catalogs)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const reset = jest.fn();
    renderInLocale(<SpanishError error={new Error('boom')} reset={reset} />, 'es');
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByText(/Intente actualizar la página/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(reset).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
