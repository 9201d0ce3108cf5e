import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n';

/** What the 404 page says in `locale`, with a link to that language's home page. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <section className="panel panel--narrow">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href={localePath(locale, '/')} className="button">
        {t('notFoundHome')}
      </Link>
    </section>
  );
}
