import type { Metadata } from 'next';
import { SchedulePage } from '@/components/appointments/schedule/schedule-page';

export const metadata: Metadata = {
  title: 'Schedule',
  description: "The clinic's schedule for staff and doctors.",
  robots: { index: false },
};

/** /schedule (docs/shared-mode.md#the-front-desk), staff and doctors. */
export default function Page() {
  return <SchedulePage />;
}
