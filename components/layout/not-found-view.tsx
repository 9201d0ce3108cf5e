import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { isLocale, localePath } from '@/lib/i18n';

/** What the 404 page says, in the page's language, with a link to that language's home page. */
export function NotFoundView() {
  const t = useTranslations('layout');
  const locale = useLocale();
  return (
    <section className="panel panel--narrow">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href={localePath(isLocale(locale) ? locale : 'en', '/')} className="button">
        {t('notFoundHome')}
      </Link>
    </section>
  );
}
