import { readVisitTypes } from '@/lib/clinic';
import { fakeDataApi, SKIN_CHECK_QUESTIONS, visitTypeRow } from '../../support/fake-data-api';

const consultation = visitTypeRow('consultation', 'Consultation', 30);
const skinCheck = visitTypeRow('skin-check', 'Skin check', 30, {
  specialties: ['Dermatology'],
  instructions: 'Come without make-up.',
  questions: SKIN_CHECK_QUESTIONS,
});

describe('readVisitTypes', () => {
  it('reads GET /visit_types with the clinic file’s schema, the consultation first', async () => {
    const { client, calls } = fakeDataApi({ status: 200, body: [skinCheck, consultation] });
    const types = await readVisitTypes(client);
    expect(calls[0]).toMatchObject({ method: 'GET', url: 'http://api.test/visit_types?select=*' });
    expect(types.map((type) => type.id)).toEqual(['consultation', 'skin-check']);
    // The database's unlimited horizon reads as the site's 90 days; a question without its own
    // cap takes the longest answer, 500 characters.
    expect(types[1]).toMatchObject({
      horizonDays: 90,
      questions: [
        { id: 'spot-location', maxLength: 200 },
        { id: 'spot-changed', maxLength: 500 },
        { id: 'skin-type', required: false, maxLength: 500 },
      ],
    });
  });

  it("says the clinic's server cannot be reached when it cannot", async () => {
    const { client } = fakeDataApi('offline');
    await expect(readVisitTypes(client)).rejects.toThrow(/can't be reached/);
  });
});
