import { FrontDeskPage } from '@/components/appointments/front-desk/front-desk-page';
import { unlistedPageMetadata } from '@/components/layout/page-metadata';

export const metadata = unlistedPageMetadata(
  'Schedule',
  "The clinic's schedule for staff and doctors.",
);

/** /schedule (docs/front-desk.md), staff and doctors. */
export default function Page() {
  return <FrontDeskPage />;
}
