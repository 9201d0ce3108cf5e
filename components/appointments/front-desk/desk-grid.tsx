'use client';

import { memo, useMemo } from 'react';
import type { Appointment } from '@/lib/appointments';
import {
  buildDeskGrid,
  type DeskCell,
  type DeskColumn,
  type DeskData,
} from '@/lib/appointments/front-desk/front-desk';
import { frontDeskTexts } from '@/lib/appointments/front-desk/texts';

/** The grid's text for an appointment's state: its attendance when marked, else booked or canceled. */
export function deskStatusOf(appointment: Appointment): string {
  if (appointment.status === 'canceled') return frontDeskTexts.status.canceled;
  return appointment.attendance
    ? frontDeskTexts.status[appointment.attendance]
    : frontDeskTexts.status.scheduled;
}

/** What pressing a cell's button asks for. */
export interface GridHandlers {
  /** Null when the viewer cannot book (a doctor account). */
  onFree: ((column: DeskColumn, start: Date) => void) | null;
  onAppointment: (appointment: Appointment) => void;
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

function Cell({
  cell,
  column,
  label,
  doctorName,
  handlers,
}: {
  cell: DeskCell;
  column: DeskColumn;
  label: string;
  doctorName: string;
  handlers: GridHandlers;
}) {
  switch (cell.kind) {
    case 'appointments':
      return (
        <td
          className={`schedule-cell schedule-cell--booked${cell.timeOff ? ' schedule-cell--clash' : ''}`}
        >
          {cell.appointments.map((appointment) => (
            <div
              key={String(appointment.id)}
              className={`schedule-entry schedule-entry--${appointment.status}`}
            >
              <button
                type="button"
                className="schedule-entry__patient"
                onClick={() => handlers.onAppointment(appointment)}
              >
                {appointment.patient_name}
              </button>
              <span className="schedule-entry__reason">{appointment.reason}</span>
              <span className="schedule-entry__status">{deskStatusOf(appointment)}</span>
              {cell.timeOff && appointment.status === 'scheduled' ? (
                <span className="schedule-entry__clash">{frontDeskTexts.underTimeOff}</span>
              ) : null}
            </div>
          ))}
        </td>
      );
    case 'free': {
      const { onFree } = handlers;
      return (
        <td className="schedule-cell schedule-cell--free">
          {onFree ? (
            <button
              type="button"
              className="schedule-free"
              aria-label={frontDeskTexts.bookHere(doctorName, label)}
              onClick={() => onFree(column, cell.start)}
            >
              {frontDeskTexts.free}
            </button>
          ) : (
            frontDeskTexts.free
          )}
        </td>
      );
    }
    case 'time-off':
      return (
        <td className="schedule-cell schedule-cell--off">
          {frontDeskTexts.timeOff(cell.timeOff.reason)}
        </td>
      );
    case 'closed':
      return (
        <td className="schedule-cell schedule-cell--off">
          {frontDeskTexts.closedDay(cell.closure.name)}
        </td>
      );
    case 'past':
      return <td className="schedule-cell schedule-cell--past">{frontDeskTexts.past}</td>;
    default:
      return <td className="schedule-cell" />;
  }
}

/**
 * A day (doctors as columns) or a week (days as columns) as a table of half-hour rows
 * (docs/front-desk.md): every appointment with patient, reason and status,
 * free slots, time off and closures. Buttons open an appointment or book a free slot.
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
  if (rows.length === 0) return <p className="empty">{frontDeskTexts.noHours}</p>;
  return (
    <div className="schedule-scroll">
      <table className="schedule-grid">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{frontDeskTexts.timeColumn}</th>
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
