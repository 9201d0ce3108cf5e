import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('en', 'appointments');

/** /appointments (docs/product.md#routes), protected. */
export default function Page() {
  return (
    <PageMessages locale="en" namespaces={['appointments', 'localMode']}>
      <AppointmentsPage />
    </PageMessages>
  );
}
