import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import { translatedPage, translatedPageMetadata } from '@/components/layout/translated-page';

export const generateMetadata = () => translatedPageMetadata('en', 'schedule', { unlisted: true });

/** /schedule (docs/front-desk.md), staff and doctors. */
export default translatedPage('en', FrontDeskPage, ['frontDesk', 'intake']);
