import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import RootError from '@/app/(en)/error';
import GlobalError from '@/app/global-error';
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

describe('GlobalError', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  // Rendered to markup: it is a whole document, which a test container cannot hold.
  it.each([
    ['en', 'Something went wrong', 'Try again'],
    ['es', 'Algo salió mal', 'Intentar de nuevo'],
  ])('replaces a page in %s with the failure screen in its language', (lang, title, retry) => {
    document.documentElement.lang = lang;
    const html = renderToStaticMarkup(<GlobalError error={new Error('boom')} reset={() => {}} />);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`>${retry}</button>`);
  });
});
