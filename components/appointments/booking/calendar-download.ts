import type { Appointment } from '@/lib/appointments';
import type { CalendarTexts } from '@/lib/appointments/booking/calendar';
import { lazyModule } from '@/lib/lazy/lazy-module';

const loadCalendar = lazyModule(() => import('@/lib/appointments/booking/calendar'));

/**
 * Saves an appointment's calendar file, or its cancel once canceled or moved
 * (docs/product.md#calendar-files), in the words `texts` gives (English when absent); `ics`
 * loads on the first click.
 */
export async function downloadCalendarFile(
  appointment: Appointment,
  texts?: CalendarTexts,
): Promise<void> {
  const { buildAppointmentCalendar, calendarFileName } = await loadCalendar();
  const text = buildAppointmentCalendar(appointment, texts && { texts });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(appointment);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
