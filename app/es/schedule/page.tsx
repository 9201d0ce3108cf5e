import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('es', 'schedule', { unlisted: true });

/** /es/schedule/ (docs/languages.md#routes, docs/front-desk.md), staff and doctors. */
export default translatedPage('es', FrontDeskPage, ['frontDesk', 'intake']);
