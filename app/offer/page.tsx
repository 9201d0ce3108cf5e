import type { Metadata } from 'next';
import { OfferPage } from '@/components/appointments/offer-page';

export const metadata: Metadata = {
  title: 'An Earlier Time Is Free',
  description: 'A time freed from the waitlist, offered to you: book it with one button.',
  robots: { index: false },
};

/** /offer/?token= (docs/shared-mode.md#the-waitlist): opening it changes nothing. */
export default function Page() {
  return <OfferPage />;
}
