import { saveSwitchDraft, takeSwitchDraft } from '@/lib/storage/switch-draft';

const NOW = 1_800_000_000_000;
const draft = (overrides = {}) => ({
  form: 'booking',
  owner: '7',
  savedAt: NOW,
  fields: { doctorId: '2', reason: 'Rash' },
  ...overrides,
});

beforeEach(() => sessionStorage.clear());

describe('the language switch draft (docs/languages.md#the-language-switch)', () => {
  it('gives the saved fields to the same form of the same account, once', () => {
    saveSwitchDraft(draft());
    expect(takeSwitchDraft('booking', '7', NOW + 1_000)).toEqual({ doctorId: '2', reason: 'Rash' });
    expect(takeSwitchDraft('booking', '7', NOW + 1_000)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it.each([
    ['another account', 'booking', '8', NOW],
    ['no account', 'booking', null, NOW],
    ['another form', 'login', '7', NOW],
    ['a later visit', 'booking', '7', NOW + 31_000],
  ])('never restores into %s, and forgets the draft all the same', (_, form, owner, now) => {
    saveSwitchDraft(draft());
    expect(takeSwitchDraft(form, owner, now)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a draft it cannot read, and a refused write', () => {
    sessionStorage.setItem('languageSwitchDraft', '{"form":"booking","fields":{"a":1}}');
    expect(takeSwitchDraft('booking', '7', NOW)).toBeNull();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveSwitchDraft(draft())).not.toThrow();
    setItem.mockRestore();
    expect(takeSwitchDraft('booking', '7', NOW)).toBeNull();
  });
});
