'use client';

import { memo, useMemo } from 'react';
import type { Appointment } from '@/lib/appointments';
import { formatClinicClock } from '@/lib/clinic';
import {
  buildDeskGrid,
  type DeskAppointment,
  type DeskCell,
  type DeskColumn,
  type DeskData,
  personOf,
} from '@/lib/appointments/front-desk/front-desk';
import { type DeskTexts, useDeskTexts } from './use-desk-texts';

/** The grid's text for an appointment's state: its attendance when marked, else booked or canceled. */
export function deskStatusOf(appointment: Appointment, texts: DeskTexts): string {
  if (appointment.status === 'canceled') return texts.status.canceled;
  return appointment.attendance ? texts.status[appointment.attendance] : texts.status.scheduled;
}

/**
 * A visit's type and clinic times, 'New patient visit, 09:00–10:00', as the grid and the panel
 * show them where the clinic offers several types.
 */
function visitTimesOf(appointment: DeskAppointment, texts: DeskTexts): string {
  const start = Date.parse(appointment.date_time);
  return texts.visitTimes(
    appointment.visit.typeName,
    formatClinicClock(start),
    formatClinicClock(start + appointment.visit.durationMinutes * 60_000),
  );
}

/** What pressing a cell's button asks for. */
export interface GridHandlers {
  /** Null when the viewer cannot book (a doctor account). */
  onFree: ((column: DeskColumn, start: Date) => void) | null;
  onAppointment: (appointment: DeskAppointment) => void;
}

/**
 * What the grid shows, worked out together so they never disagree: its columns (one doctor's
 * clinic day each), each column's heading in the same order, and the caption naming the days.
 */
export interface GridLayout {
  columns: DeskColumn[];
  /** Each column's heading, in the order of `columns`. */
  headers: string[];
  caption: string;
}

/**
 * One visit in its cell: the person (a button that opens it), the account holder when the visit
 * is a family member's, its type and times where the clinic offers several types, the reason and
 * the status.
 */
function Entry({
  appointment,
  showType,
  clash,
  onOpen,
}: {
  appointment: DeskAppointment;
  showType: boolean;
  clash: boolean;
  onOpen: (appointment: DeskAppointment) => void;
}) {
  const texts = useDeskTexts();
  return (
    <div className={`schedule-entry schedule-entry--${appointment.status}`}>
      <button type="button" className="schedule-entry__patient" onClick={() => onOpen(appointment)}>
        {personOf(appointment)}
      </button>
      {appointment.visit.familyMemberName !== null ? (
        <span className="schedule-entry__account">{texts.accountOf(appointment.patient_name)}</span>
      ) : null}
      {showType ? (
        <span className="schedule-entry__type">{visitTimesOf(appointment, texts)}</span>
      ) : null}
      <span className="schedule-entry__reason">{appointment.reason}</span>
      <span className="schedule-entry__status">{deskStatusOf(appointment, texts)}</span>
      {clash && appointment.status === 'scheduled' ? (
        <span className="schedule-entry__clash">{texts.underTimeOff}</span>
      ) : null}
    </div>
  );
}

function Cell({
  cell,
  column,
  label,
  doctorName,
  showTypes,
  handlers,
}: {
  cell: DeskCell;
  column: DeskColumn;
  label: string;
  doctorName: string;
  /** Whether the clinic offers several visit types, so each visit names its own. */
  showTypes: boolean;
  handlers: GridHandlers;
}) {
  const texts = useDeskTexts();
  switch (cell.kind) {
    case 'appointments':
      return (
        <td
          rowSpan={cell.rows > 1 ? cell.rows : undefined}
          className={`schedule-cell schedule-cell--booked${cell.timeOff ? ' schedule-cell--clash' : ''}`}
        >
          {cell.appointments.map((appointment) => (
            <Entry
              key={String(appointment.id)}
              appointment={appointment}
              showType={showTypes}
              clash={cell.timeOff}
              onOpen={handlers.onAppointment}
            />
          ))}
        </td>
      );
    case 'covered':
      // The visit's cell in a row above spans this one.
      return null;
    case 'free': {
      const { onFree } = handlers;
      return (
        <td className="schedule-cell schedule-cell--free">
          {onFree ? (
            <button
              type="button"
              className="schedule-free"
              aria-label={texts.bookHere(doctorName, label)}
              onClick={() => onFree(column, cell.start)}
            >
              {texts.free}
            </button>
          ) : (
            texts.free
          )}
        </td>
      );
    }
    case 'time-off':
      return (
        <td className="schedule-cell schedule-cell--off">{texts.timeOff(cell.timeOff.reason)}</td>
      );
    case 'closed':
      return (
        <td className="schedule-cell schedule-cell--off">{texts.closedDay(cell.closure.name)}</td>
      );
    case 'past':
      return <td className="schedule-cell schedule-cell--past">{texts.past}</td>;
    default:
      return <td className="schedule-cell" />;
  }
}

/**
 * A day (doctors as columns) or a week (days as columns) as a table of rows on the clinic's start
 * grid (docs/front-desk.md#the-front-desk-page): every appointment as tall as it lasts, with the
 * person, the account holder, its type, reason and status; free starts, time off and closures.
 * Buttons open an appointment or book a free start.
 */
export const DeskGrid = memo(function DeskGrid({
  data,
  layout: { columns, headers, caption },
  readAt,
  handlers,
}: {
  data: DeskData;
  layout: GridLayout;
  readAt: Date;
  handlers: GridHandlers;
}) {
  const rows = useMemo(() => buildDeskGrid(data, columns, readAt), [data, columns, readAt]);
  const names = useMemo(
    () => new Map(data.doctors.map((doctor) => [doctor.id, doctor.name])),
    [data.doctors],
  );
  const showTypes = data.visitTypes.length > 1;
  const texts = useDeskTexts();
  if (rows.length === 0) return <p className="empty">{texts.noHours}</p>;
  return (
    <div className="schedule-scroll">
      <table className="schedule-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.timeColumn}</th>
            {headers.map((header, index) => (
              <th scope="col" key={`${columns[index]!.day}-${columns[index]!.doctorId}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.minute}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, index) => (
                <Cell
                  key={`${columns[index]!.day}-${columns[index]!.doctorId}`}
                  cell={cell}
                  column={columns[index]!}
                  label={`${columns[index]!.day} ${row.label}`}
                  doctorName={names.get(columns[index]!.doctorId) ?? ''}
                  showTypes={showTypes}
                  handlers={handlers}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
