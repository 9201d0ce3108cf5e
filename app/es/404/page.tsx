import { NotFoundView } from '@/components/layout/not-found-view';
import { translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'notFound', { unlisted: true });

/**
 * The Spanish 404 page, exported as `es/404/index.html` and copied to `es/404.html`, which the
 * hosts serve for unknown `/es/…` paths (docs/languages.md#pages-for-any-address).
 */
export default function SpanishNotFound() {
  return <NotFoundView locale="es" />;
}
