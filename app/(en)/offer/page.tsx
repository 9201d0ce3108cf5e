import { OfferPage } from '@/components/appointments/waitlist/offer-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'offer', { unlisted: true });

/** /offer/?token= (docs/waitlist.md): opening it changes nothing. */
export default translatedPage('en', OfferPage, ['offer', 'clinicTime']);
