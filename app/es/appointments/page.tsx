import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { translatedPageMetadata } from '@/components/layout/page-metadata';
import { PageMessages } from '@/components/layout/site-shell';

export const generateMetadata = () => translatedPageMetadata('es', 'appointments');

/** /es/appointments/ (docs/languages.md#routes), protected. */
export default function SpanishAppointmentsPage() {
  return (
    <PageMessages locale="es" namespaces={['appointments', 'localMode']}>
      <AppointmentsPage />
    </PageMessages>
  );
}
