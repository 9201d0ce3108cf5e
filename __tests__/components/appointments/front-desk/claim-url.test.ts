import { claimUrl } from '@/components/appointments/front-desk/claim-url';

// docs/front-desk.md#patient-records-and-claim-links: the e-mailed link opens the claim page in
// the patient's own language.
describe('claimUrl', () => {
  it('opens /claim/ for an English account and /es/claim/ for a Spanish one, with the token', () => {
    expect(claimUrl('a b', 'en')).toBe(`${window.location.origin}/claim/?token=a+b`);
    expect(claimUrl('t0k', 'es')).toBe(`${window.location.origin}/es/claim/?token=t0k`);
  });
});
