import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { clinic } from '@/lib/clinic';
import { basePath } from '@/lib/config/env';
import type { Locale } from '@/lib/i18n';
import { PathLocaleMessagesProvider } from './path-locale-messages';
import { englishShellMessages, ShellDocument } from './site-shell';

/**
 * Runs before the first paint of the 404 page and marks the language of the address: under
 * `/es/` (after the base path) `<html lang="es" data-path-locale="es">`, which shows the Spanish
 * parts and hides the English ones (components/layout/layout.css). Its sha256 goes into the CSP
 * (scripts/security-headers.mjs) with the page's other inline scripts.
 */
const PATH_LOCALE_SCRIPT = `try{if(location.pathname.indexOf(${JSON.stringify(`${basePath}/es/`)})===0){var d=document.documentElement;d.lang='es';d.dataset.pathLocale='es'}}catch(e){}`;

/**
 * The shell of a page served for any address, the 404 page (docs/languages.md#pages-for-any-address):
 * hosts serve one `404.html` for every unknown path, `/es/…` ones too, so the build cannot know
 * its language. It writes the server-rendered parts (skip link, preview banner, the page itself,
 * footer) in both languages, each with its `lang`, and a head script shows the address's one
 * before the first paint; the client components take the shell's messages of that language once
 * fetched after they hydrate, the header staying hidden until then. English without scripts.
 * @param page - The page's own content in a language.
 * @param titleKey - The page's title's key in the catalogs' `metadata`, e.g. 'notFoundTitle'.
 */
export async function PathLocaleShell({
  page,
  titleKey,
}: {
  page: (locale: Locale) => ReactNode;
  titleKey: string;
}) {
  const titles = {
    en: (await getTranslations({ locale: 'en', namespace: 'metadata' }))(titleKey),
    es: (await getTranslations({ locale: 'es', namespace: 'metadata' }))(titleKey),
  };
  const { namespaces, messages } = await englishShellMessages();
  return (
    <ShellDocument
      locale="en"
      head={<script dangerouslySetInnerHTML={{ __html: PATH_LOCALE_SCRIPT }} />}
      inLanguage={(part) => (
        <>
          <div className="path-locale path-locale--en" lang="en">
            {part('en')}
          </div>
          <div className="path-locale path-locale--es" lang="es">
            {part('es')}
          </div>
        </>
      )}
      messages={(body) => (
        <PathLocaleMessagesProvider
          messages={messages}
          namespaces={namespaces}
          titles={titles}
          timeZone={clinic.timeZone}
        >
          {body}
        </PathLocaleMessagesProvider>
      )}
    >
      {page}
    </ShellDocument>
  );
}
