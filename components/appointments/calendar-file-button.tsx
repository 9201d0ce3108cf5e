'use client';

import type { ReactNode } from 'react';
import type { Appointment } from '@/lib/appointments/domain';
import { downloadCalendarFile } from './calendar-download';

/**
 * A small secondary button that saves `appointment`'s calendar file: its event while scheduled,
 * its cancel once canceled (docs/product.md#calendar-files). `children` is the button's label.
 */
export function CalendarFileButton({
  appointment,
  children,
}: {
  appointment: Appointment;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="button button--small button--secondary"
      onClick={() => void downloadCalendarFile(appointment)}
    >
      {children}
    </button>
  );
}
