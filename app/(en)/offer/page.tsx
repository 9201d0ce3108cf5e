import { OfferPage } from '@/components/appointments/waitlist/offer-page';
import { unlistedPageMetadata } from '@/components/layout/page-metadata';

export const metadata = unlistedPageMetadata(
  'An Earlier Time Is Free',
  'A time freed from the waitlist, offered to you: book it with one button.',
);

/** /offer/?token= (docs/waitlist.md): opening it changes nothing. */
export default function Page() {
  return <OfferPage />;
}
