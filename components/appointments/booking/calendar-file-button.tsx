'use client';

import type { ReactNode } from 'react';
import type { Appointment } from '@/lib/appointments';
import { downloadCalendarFile } from './calendar-download';

/** A button saving the appointment's calendar file (docs/product.md#calendar-files); `children` is its label. */
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
