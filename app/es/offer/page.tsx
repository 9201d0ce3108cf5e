import { OfferPage } from '@/components/appointments/waitlist/offer-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'offer', { unlisted: true });

/** /es/offer/?token= (docs/languages.md#routes): opening it changes nothing. */
export default translatedPage('es', OfferPage, ['offer', 'clinicTime']);
