import { readVisitTypes, sortVisitTypes, visitTypeFromRow } from '@/lib/clinic';
import { fakeDataApi, SKIN_CHECK_QUESTIONS, visitTypeRow } from '../../support/fake-data-api';

const QUESTIONS = SKIN_CHECK_QUESTIONS;

const consultation = visitTypeRow('consultation', 'Consultation', 30);
const skinCheck = visitTypeRow('skin-check', 'Skin check', 30, {
  specialties: ['Dermatology'],
  horizon_days: 60,
  instructions: 'Come without make-up.',
  questions: QUESTIONS,
});

describe('visitTypeFromRow', () => {
  it("reads a row as the site's visit type: names, minutes, doctors and questions", () => {
    expect(visitTypeFromRow(skinCheck)).toEqual({
      id: 'skin-check',
      name: 'Skin check',
      durationMinutes: 30,
      bufferMinutes: 0,
      doctorIds: null,
      specialties: ['Dermatology'],
      noticeHours: 0,
      sameDay: true,
      horizonDays: 60,
      minAgeYears: null,
      maxAgeYears: null,
      instructions: 'Come without make-up.',
      questions: [
        QUESTIONS[0],
        { ...QUESTIONS[1], maxLength: 500 },
        { ...QUESTIONS[2], required: false, maxLength: 500 },
      ],
    });
  });

  it("reads the database's unlimited horizon as the site's 90 days", () => {
    expect(visitTypeFromRow(consultation).horizonDays).toBe(90);
  });

  it('refuses a row of another shape', () => {
    expect(() => visitTypeFromRow({ id: 'x', name: 'X' })).toThrow();
  });
});

describe('sortVisitTypes', () => {
  it('puts the consultation first, then the others by name', () => {
    const types = ['Skin check', 'Follow-up', 'Consultation', 'New patient visit'].map((name) =>
      visitTypeFromRow(visitTypeRow(name.toLowerCase().replace(/ /g, '-'), name, 30)),
    );
    expect(sortVisitTypes(types).map((type) => type.name)).toEqual([
      'Consultation',
      'Follow-up',
      'New patient visit',
      'Skin check',
    ]);
  });
});

describe('readVisitTypes', () => {
  it('reads GET /visit_types and sorts what it answers', async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: [skinCheck, consultation] });
    const types = await readVisitTypes(client);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://api.test/visit_types?select=*' });
    expect(types.map((type) => type.id)).toEqual(['consultation', 'skin-check']);
  });

  it("says the clinic's server cannot be reached when it cannot", async () => {
    const { client } = fakeDataApi('offline');
    await expect(readVisitTypes(client)).rejects.toThrow(/can't be reached/);
  });
});
