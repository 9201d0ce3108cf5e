import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import defaultClinicFile from '@/clinic.json';
import { hoursOf, minutesOfDay, WEEKDAYS } from '@/lib/clinic';
import { buildClinic } from '@/lib/clinic/clinic';
import { parseClinicFile } from '@/lib/clinic/clinic-file';

/** The default clinic file, the one the SQL seed copies (docs/configuration.md#the-clinic-file). */
const clinic = buildClinic(parseClinicFile(defaultClinicFile));

/**
 * Shared mode keeps its own copy of the clinic's facts in SQL (docs/shared-mode.md): the doctors
 * seeded into clinic.doctors, the weekly hours seeded into clinic.working_hours, the slot length
 * of clinic.open_slots and the start grid's default, and the length of the one visit type it
 * seeds, which a booking stores (docs/clinic-calendar.md#visit-types). This reads the migrations
 * as text, as postgrator applies them, and checks each copy against the default clinic file
 * (clinic.json), the one source.
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

/** 'HH:MM' as minutes after midnight. */
const clock = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

/** The seeded weekly hours (ISO weekday 1 = Monday … 7 = Sunday) of clinic.working_hours. */
function seededHours(): Map<number, { open: number; close: number }> {
  const seeds = migrations.flatMap((sql) => [
    ...sql.matchAll(/insert into clinic\.working_hours[\s\S]*?\(values([\s\S]*?)\)\s+as w\(/g),
  ]);
  expect(seeds).toHaveLength(1);
  const hours = new Map<number, { open: number; close: number }>();
  for (const [, day, open, close] of seeds[0]![1]!.matchAll(
    /\((\d),\s*(?:time )?'(\d\d:\d\d)',\s*(?:time )?'(\d\d:\d\d)'\)/g,
  )) {
    hours.set(Number(day), { open: clock(open!), close: clock(close!) });
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

  it('seed every doctor’s weekly hours of the file into clinic.working_hours', () => {
    // The seed gives every seeded doctor the same week (a cross join), one range a day.
    for (const doctor of clinic.doctors) {
      const expected = new Map<number, { open: number; close: number }>();
      WEEKDAYS.forEach((day, index) => {
        const ranges = hoursOf(doctor.id, clinic)[day];
        expect(ranges.length).toBeLessThanOrEqual(1);
        if (ranges[0]) {
          expected.set(index === 0 ? 7 : index, {
            open: minutesOfDay(ranges[0].open),
            close: minutesOfDay(ranges[0].close),
          });
        }
      });
      expect(seededHours()).toEqual(expected);
    }
  });

  it('seed no closures, as the default file has none', () => {
    expect(clinic.closures).toEqual([]);
    // Only api.add_closure inserts closures (`values (first_day, …)`); no migration seeds dates.
    expect(migrations.join('\n')).not.toMatch(/insert into clinic\.closures[^;]*values \('/);
  });

  it('step free slots by the clinic’s slot length (clinic.open_slots and the grid’s default)', () => {
    const lengths = [
      ...lastFunctionBody('clinic.open_slots').matchAll(/clinic\.open_starts\([^)]*,\s*(\d+)\)/g),
    ];
    expect(lengths).toHaveLength(1);
    expect(Number(lengths[0]![1])).toBe(clinic.slotMinutes);
    const grid = /current_setting\('app\.slot_grid_minutes', true\)\), ''\), '(\d+)'\)/.exec(
      lastFunctionBody('clinic.slot_grid_minutes'),
    );
    expect(Number(grid?.[1])).toBe(clinic.slotMinutes);
  });

  it('store the clinic’s slot length as the duration of a booking (the consultation’s length)', () => {
    const seeds = migrations.flatMap((sql) => [
      ...sql.matchAll(
        /insert into clinic\.visit_types \(id, name, duration_minutes, buffer_minutes[^)]*\)\s+values \('consultation', '[^']*', (\d+), (\d+)/g,
      ),
    ]);
    expect(seeds).toHaveLength(1);
    expect(Number(seeds[0]![1])).toBe(clinic.slotMinutes);
    expect(Number(seeds[0]![2])).toBe(0);
  });
});
