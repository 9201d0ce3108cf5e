import { render, screen } from '@testing-library/react';
import GlobalError from '@/app/global-error';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';
import { PathLocaleMessagesProvider } from '@/components/layout/path-locale-messages';
import { COMPILED_CATALOGS } from '../../support/intl';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * The pages served for any address, in the address's language (docs/languages.md#what-is-still-english):
 * the 404 page's client components and the root layout's failure screen.
 */

// React warns that <html> cannot be a child of the test's <div>: the screen is a whole document.
const rendered = (ui: React.ReactElement) => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const result = render(ui, { container: document.documentElement });
  error.mockRestore();
  return result;
};

function ShellWords() {
  const t = useTranslations('layout');
  return <p lang={usePageLocale()}>{t('navLogin')}</p>;
}

const NAMESPACES = { en: ['layout'], es: ['layout'] } as const;

/** The 404 page's provider around a word of the shell, from the English messages it is given. */
const renderShellWords = () =>
  render(
    <PathLocaleMessagesProvider
      messages={{ layout: COMPILED_CATALOGS.en.layout! }}
      namespaces={NAMESPACES}
      titles={{ en: en.metadata.notFoundTitle, es: es.metadata.notFoundTitle }}
      timeZone="America/New_York"
    >
      <ShellWords />
    </PathLocaleMessagesProvider>,
  );

describe('the 404 page in the language of its address', () => {
  afterEach(() => {
    delete document.documentElement.dataset.pathLocale;
    delete document.documentElement.dataset.pathLocaleReady;
    document.title = '';
  });

  it('stays English at an English address', async () => {
    document.documentElement.lang = 'en';
    renderShellWords();
    expect(screen.getByText(en.layout.navLogin)).toHaveAttribute('lang', 'en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(en.layout.navLogin)).toBeInTheDocument();
    expect(document.documentElement.dataset.pathLocaleReady).toBeUndefined();
  });

  it('writes the shell in Spanish under /es/ once fetched, then shows the header and names the tab', async () => {
    // The 404 page's head script marks an address under /es/ so before the first paint.
    document.documentElement.dataset.pathLocale = 'es';
    document.title = `${en.metadata.notFoundTitle} · Riverside Clinic`;
    renderShellWords();
    expect(await screen.findByText(es.layout.navLogin)).toHaveAttribute('lang', 'es');
    expect(document.documentElement.dataset.pathLocaleReady).toBe('');
    expect(document.title).toBe(`${es.metadata.notFoundTitle} · Riverside Clinic`);
  });
});

describe("the root layout's failure screen", () => {
  afterEach(() => (document.documentElement.lang = ''));

  it('is English at an English address, as it always was', () => {
    document.documentElement.lang = 'en';
    rendered(<GlobalError error={new Error('x')} reset={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it("writes the catalogs' shell in Spanish under /es/, and its retry resets", async () => {
    // A Spanish page's layout declared it.
    document.documentElement.lang = 'es';
    const reset = jest.fn();
    rendered(<GlobalError error={new Error('x')} reset={reset} />);
    expect(await screen.findByRole('heading', { name: es.shell.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(es.shell.errorText)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    screen.getByRole('button', { name: es.shell.errorRetry }).click();
    expect(reset).toHaveBeenCalled();
  });
});
