/** @jest-environment node */
import defaultClinicFile from '@/clinic.json';
import exampleClinicFile from '@/clinic.example.json';
import {
  CONSULTATION,
  type IntakeQuestion,
  offersVisitType,
  visitTypeById,
  visitTypesFor,
} from '@/lib/clinic';
import { buildClinic } from '@/lib/clinic/clinic';
import { parseClinicFile } from '@/lib/clinic/clinic-file';
import {
  clinicFileProblems as problemsOf,
  clinicFileWith,
  type ClinicJson,
} from '../../support/clinic-file-problems';

/** The example file (clinic.example.json) with `change` applied to a copy. */
const exampleWith = (change: (file: ClinicJson) => void) =>
  clinicFileWith(exampleClinicFile, change);

/** The example's visit type with `id`, as the file has it, for changing. */
const typeIn = (file: ClinicJson, id: string) =>
  (file.visitTypes as ClinicJson[]).find((type) => type.id === id)!;

const example = buildClinic(parseClinicFile(exampleClinicFile));

describe('the default clinic’s visit types', () => {
  it('offers exactly the consultation on the half hour', () => {
    const clinic = buildClinic(parseClinicFile(defaultClinicFile));
    expect(clinic.visitTypes).toEqual([CONSULTATION]);
    expect(clinic.gridMinutes).toBe(30);
    expect(clinic.slotMinutes).toBe(30);
    expect(clinic.horizonDays).toBe(90);
  });

  // The consultation both modes share, the original product's one kind of visit
  // (docs/visit-types.md#the-default-clinic).
  it.each<[keyof typeof CONSULTATION, unknown]>([
    ['id', 'consultation'],
    ['name', 'Consultation'],
    ['durationMinutes', 30],
    ['bufferMinutes', 0],
    ['doctorIds', null],
    ['specialties', null],
    ['noticeHours', 0],
    ['sameDay', true],
    ['horizonDays', 90],
    ['minAgeYears', null],
    ['maxAgeYears', null],
    ['instructions', null],
    ['questions', []],
  ])('gives the consultation its %s as the contract says', (field, value) => {
    expect(CONSULTATION[field]).toEqual(value);
    expect(Object.keys(CONSULTATION)).toHaveLength(13);
  });

  it('reads a clinic file written before visit types as the same clinic', () => {
    const older = structuredClone(defaultClinicFile) as ClinicJson;
    delete older.visitTypes;
    delete older.gridMinutes;
    const file = parseClinicFile(older);
    expect(file.visitTypes).toEqual([CONSULTATION]);
    expect(file.gridMinutes).toBe(30);
    // Such a file's hours stay on the half hour, named as before.
    expect(
      problemsOf({ ...older, hours: { monday: [{ open: '09:15', close: '17:00' }] } }),
    ).toEqual(['hours.monday[0].open: must be on the hour or the half hour (the slot grid)']);
  });

  it('lets every doctor offer it', () => {
    const clinic = buildClinic(parseClinicFile(defaultClinicFile));
    for (const doctor of clinic.doctors)
      expect(visitTypesFor(doctor, clinic)).toEqual([CONSULTATION]);
  });
});

describe('the example clinic file (clinic.example.json)', () => {
  it('offers the four example types, in order, on a 15-minute grid', () => {
    expect(example.gridMinutes).toBe(15);
    expect(
      example.visitTypes.map(({ id, name, durationMinutes, bufferMinutes }) => [
        id,
        name,
        durationMinutes,
        bufferMinutes,
      ]),
    ).toEqual([
      ['new-patient', 'New patient visit', 60, 10],
      ['follow-up', 'Follow-up', 15, 0],
      ['child-vaccination', 'Child vaccination', 15, 0],
      ['skin-check', 'Skin check', 30, 0],
    ]);
  });

  it('fills in what a type leaves out', () => {
    // The consultation's values are the defaults: no buffer, every doctor, no notice, and so on.
    expect(visitTypeById('follow-up', example)).toEqual({
      ...CONSULTATION,
      id: 'follow-up',
      name: 'Follow-up',
      durationMinutes: 15,
    });
    expect(visitTypeById('child-vaccination', example)).toMatchObject({
      specialties: ['Family Medicine'],
      maxAgeYears: 18,
      minAgeYears: null,
      noticeHours: 24,
    });
    const questions: IntakeQuestion[] = [
      {
        id: 'spot-location',
        label: 'Where on your body is the spot or area that concerns you?',
        kind: 'text',
        required: true,
        maxLength: 200,
      },
      {
        id: 'spot-changed',
        label: 'Has it changed in size, shape or colour recently?',
        kind: 'yes-no',
        required: true,
        maxLength: 500,
      },
    ];
    expect(visitTypeById('skin-check', example)?.questions).toEqual(questions);
    expect(visitTypeById('consultation', example)).toBeUndefined();
  });

  it('gives each doctor the types their specialty offers', () => {
    const ids = (doctorId: number) =>
      visitTypesFor(
        example.doctors.find((doctor) => doctor.id === doctorId)!,
        example,
      ).map((type) => type.id);
    expect(ids(1)).toEqual(['new-patient', 'follow-up']); // Cardiology
    expect(ids(2)).toEqual(['new-patient', 'follow-up', 'skin-check']); // Dermatology
    expect(ids(4)).toEqual(['new-patient', 'follow-up', 'child-vaccination']); // Family Medicine
  });
});

describe('a visit type’s problems, each named', () => {
  it.each([
    [
      'a length off the 5-minute steps',
      17,
      'visit type "follow-up": length 17 is not a multiple of 5',
    ],
    ['a length over 240', 250, 'visit type "follow-up": length 250 is not 5 to 240 minutes'],
    ['a length under 5', 0, 'visit type "follow-up": length 0 is not 5 to 240 minutes'],
    [
      'a fractional length',
      15.5,
      'visit type "follow-up": length 15.5 is not a whole number of minutes',
    ],
    [
      'a length that is not a number',
      '15',
      'visit type "follow-up": length must be a number of minutes',
    ],
  ])('names %s', (_case, durationMinutes, problem) => {
    const raw = exampleWith((file) => {
      typeIn(file, 'follow-up').durationMinutes = durationMinutes;
    });
    expect(problemsOf(raw)).toEqual([problem]);
  });

  it.each([
    [7, 'visit type "new-patient": buffer 7 is not a multiple of 5'],
    [125, 'visit type "new-patient": buffer 125 is not 0 to 120 minutes'],
  ])('names a bad buffer (%s)', (bufferMinutes, problem) => {
    const raw = exampleWith((file) => {
      typeIn(file, 'new-patient').bufferMinutes = bufferMinutes;
    });
    expect(problemsOf(raw)).toEqual([problem]);
  });

  const question = (id: string) => ({ id, label: `Question ${id}?`, kind: 'yes-no' });
  it.each<[string, (file: ClinicJson) => void, string[]]>([
    [
      'a missing name, a bad id and an unknown field',
      (file) => {
        delete typeIn(file, 'follow-up').name;
        typeIn(file, 'skin-check').id = 'Skin Check';
        typeIn(file, 'new-patient').colour = 'blue';
      },
      [
        'visit type "new-patient": unknown field "colour"',
        'visit type "follow-up": name must be 1 to 100 characters',
        'visit type [3]: id must be a lowercase slug such as "follow-up"',
      ],
    ],
    [
      'a repeated id',
      (file) => {
        typeIn(file, 'skin-check').id = 'follow-up';
      },
      ['visit type "follow-up": id "follow-up" is already visit type [1]'],
    ],
    [
      'a doctor or specialty the file does not have, and a type nobody offers',
      (file) => {
        typeIn(file, 'follow-up').doctorIds = [1, 9];
        typeIn(file, 'child-vaccination').specialties = ['Pediatrics'];
        typeIn(file, 'skin-check').doctorIds = [];
        typeIn(file, 'skin-check').specialties = [];
      },
      [
        'visit type "follow-up": no doctor has id 9',
        'visit type "child-vaccination": no doctor has the specialty "Pediatrics"',
        'visit type "skin-check": no doctor offers it (its doctorIds and specialties match no one)',
      ],
    ],
    [
      'bad notice, horizon, same-day and age limits',
      (file) => {
        Object.assign(typeIn(file, 'follow-up'), {
          noticeHours: -1,
          horizonDays: 1.5,
          sameDay: 'no',
        });
        Object.assign(typeIn(file, 'child-vaccination'), { minAgeYears: 18 });
      },
      [
        'visit type "follow-up": noticeHours must be a whole number from 0 to 720',
        'visit type "follow-up": sameDay must be true or false',
        'visit type "follow-up": horizonDays must be a whole number from 0 to 730',
        'visit type "child-vaccination": minAgeYears 18 is not below maxAgeYears 18',
      ],
    ],
    [
      'bad intake questions by type and question',
      (file) => {
        const [where, changed] = typeIn(file, 'skin-check').questions;
        where.maxLength = 600;
        changed.maxLength = 3;
        typeIn(file, 'follow-up').questions = [
          { id: 'how', label: 'How are you?', kind: 'choice', choices: ['Better'] },
          { id: 'why', label: 'Why?', kind: 'text', choices: ['a', 'b'] },
          { id: 'when', label: 'When?', kind: 'date' },
        ];
      },
      [
        'visit type "follow-up", question "how": a choice question needs 2 to 20 choices (it has 1)',
        'visit type "follow-up", question "why": choices are only for a choice question',
        "visit type \"follow-up\", question \"when\": kind must be 'text', 'yes-no' or 'choice'",
        'visit type "skin-check", question "spot-location": maxLength must be a whole number from 1 to 500',
        'visit type "skin-check", question "spot-changed": maxLength is only for a text question',
      ],
    ],
    [
      'more than 10 questions and a question id used twice',
      (file) => {
        typeIn(file, 'follow-up').questions = [
          ...Array.from({ length: 10 }, (_, index) => question(`q${index}`)),
          question('q0'),
        ];
      },
      [
        'visit type "follow-up": at most 10 questions (it has 11)',
        'visit type "follow-up": question id "q0" is used twice',
      ],
    ],
  ])('names %s', (_case, change, problems) => {
    expect(problemsOf(exampleWith(change))).toEqual(problems);
  });

  it('names an empty list of types, a grid that does not divide the hour and hours off the grid', () => {
    expect(problemsOf(exampleWith((file) => (file.visitTypes = [])))).toEqual([
      'visitTypes: must list at least one visit type',
    ]);
    expect(problemsOf(exampleWith((file) => (file.gridMinutes = 25)))).toEqual([
      'gridMinutes: must be one of 5, 10, 15, 20, 30, 60 (minutes that divide the hour)',
    ]);
    expect(
      problemsOf(exampleWith((file) => (file.hours.monday = [{ open: '09:10', close: '17:00' }]))),
    ).toEqual(["hours.monday[0].open: must be on the clinic's 15-minute grid (gridMinutes)"]);
  });

  it('takes 15 minutes as the grid of a file that lists types but no grid', () => {
    const raw = exampleWith((file) => delete file.gridMinutes);
    expect(parseClinicFile(raw).gridMinutes).toBe(15);
  });
});

describe('offersVisitType', () => {
  const familyDoctor = { id: 2, specialty: 'Family Medicine' };
  const dermatologist = { id: 4, specialty: 'Dermatology' };

  it('is every doctor when a type names neither ids nor specialties, and a doctor named either way otherwise', () => {
    expect(offersVisitType({ doctorIds: null, specialties: null }, dermatologist)).toBe(true);
    const either = { doctorIds: ['4'], specialties: ['Family Medicine'] };
    expect(offersVisitType(either, familyDoctor)).toBe(true);
    expect(offersVisitType(either, dermatologist)).toBe(true);
    expect(offersVisitType(either, { id: 3, specialty: 'Cardiology' })).toBe(false);
    expect(offersVisitType({ doctorIds: [], specialties: null }, familyDoctor)).toBe(false);
  });
});
