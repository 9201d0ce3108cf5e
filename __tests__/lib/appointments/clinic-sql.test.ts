import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clinic, minutesOfDay, WEEKDAYS } from '@/lib/appointments/clinic';

/**
 * Shared mode keeps its own copy of the clinic's facts in SQL (docs/shared-mode.md): the doctors
 * seeded into clinic.doctors, the hours check clinic.is_within_clinic_hours and the duration
 * book_appointment stores. This reads the migrations as text, as postgrator applies them, and
 * checks each copy against lib/appointments/clinic.ts, the one source.
 */

const MIGRATIONS = path.join(__dirname, '../../../db/migrations');

/** Every `*.do.sql` migration's text, in the order they are applied. */
const migrations: string[] = readdirSync(MIGRATIONS)
  .filter((name) => /^\d+\.do\..*\.sql$/.test(name))
  .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))
  .map((name) => readFileSync(path.join(MIGRATIONS, name), 'utf8'));

/** The body of the last `create [or replace] function <name>` ($$ … $$). */
function lastFunctionBody(name: string): string {
  const pattern = new RegExp(
    `create (?:or replace )?function ${name.replace('.', '\\.')}\\b[\\s\\S]*?\\$\\$([\\s\\S]*?)\\$\\$`,
    'g',
  );
  const bodies = migrations.flatMap((sql) => [...sql.matchAll(pattern)].map((match) => match[1]!));
  expect(bodies.length).toBeGreaterThan(0);
  return bodies.at(-1)!;
}

/** Evaluates a minute expression such as `16 * 60 + 30`. */
function minutes(expression: string): number {
  const match = /^\s*(\d+)\s*\*\s*60(?:\s*\+\s*(\d+))?\s*$/.exec(expression);
  if (!match) throw new Error(`Unexpected minute expression: ${expression}`);
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** ISO weekday numbers (1 = Monday … 7 = Sunday) the SQL accepts, with their first and last start. */
function sqlHours(body: string): Map<number, { first: number; last: number }> {
  const hours = new Map<number, { first: number; last: number }>();
  const branch =
    /(?:if|elsif)\s+day\s+(?:between\s+(\d)\s+and\s+(\d)|=\s*(\d))\s+then\s+return\s+minute_of_day\s+between\s+([\d\s*+]+?)\s+and\s+([\d\s*+]+?);/g;
  for (const match of body.matchAll(branch)) {
    const from = Number(match[1] ?? match[3]);
    const to = Number(match[2] ?? match[3]);
    for (let day = from; day <= to; day += 1) {
      hours.set(day, { first: minutes(match[4]!), last: minutes(match[5]!) });
    }
  }
  return hours;
}

describe('the SQL copies of the clinic facts', () => {
  it('seed exactly the clinic’s doctors into clinic.doctors', () => {
    const inserts = migrations.flatMap((sql) => [
      ...sql.matchAll(/insert into clinic\.doctors \(id, name, specialty\) values([\s\S]*?);/g),
    ]);
    expect(inserts).toHaveLength(1);
    const rows = [...inserts[0]![1]!.matchAll(/\((\d+),\s*'([^']*)',\s*'([^']*)'\)/g)].map(
      ([, id, name, specialty]) => ({ id: Number(id), name, specialty }),
    );
    expect(rows).toEqual(clinic.doctors);
  });

  it('check the same hours, slot step and last start in clinic.is_within_clinic_hours', () => {
    const body = lastFunctionBody('clinic.is_within_clinic_hours');
    expect(body).toMatch(new RegExp(`minute_of_day % ${clinic.slotMinutes} <> 0`));
    const expected = new Map<number, { first: number; last: number }>();
    WEEKDAYS.forEach((day, index) => {
      const hours = clinic.hours[day];
      if (hours) {
        expected.set(index === 0 ? 7 : index, {
          first: minutesOfDay(hours.open),
          last: minutesOfDay(hours.close) - clinic.slotMinutes,
        });
      }
    });
    expect(sqlHours(body)).toEqual(expected);
  });

  it('store the clinic’s slot length as the duration of a booking (clinic.book)', () => {
    const body = lastFunctionBody('clinic.book');
    expect(body).toMatch(
      new RegExp(`values \\(doctor_id, me, date_time, ${clinic.slotMinutes}, btrim\\(reason\\)\\)`),
    );
  });
});
