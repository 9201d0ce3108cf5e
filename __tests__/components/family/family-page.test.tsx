import { act, screen, within } from '@testing-library/react';
import { renderInLocale } from '../../support/intl';
import userEvent from '@testing-library/user-event';
import { AppointmentsPage } from '@/components/appointments/booking/appointments-page';
import { FamilyPage } from '@/components/family/family-page';
import type { User } from '@/lib/account/user';
import { messages, refusals, UserFacingError } from '@/lib/errors/messages';
import { localFamilyRepository } from '@/lib/family/local-repository';
import { familyMessages } from '@/lib/family/texts';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { useSessionStore } from '@/stores/account-store';
import { initialFamilyState, useFamilyStore } from '@/stores/family-store';
import {
  appointmentAt,
  linkTo,
  pat,
  resetStores,
  seedSession,
  storedJson,
  writeStored,
} from '../../support/component-helpers';
import { refuseWrites } from '../../support/storage-faults';
import { formatMessage } from '../../support/messages';

jest.mock('next/navigation', () => jest.requireActual('../../support/next-navigation'));

/**
 * /family (docs/family-members.md#managing-family-members) in local mode: the list, adding,
 * editing and removing, each error shown in the form with what was typed kept, and what is
 * stored under `familyMembers`.
 */

/** A stored family member of Pat's. */
const mia = {
  id: 1_700_000_000_500,
  account_id: pat.id,
  name: 'Mia Lee',
  date_of_birth: '2018-03-04',
  relationship: 'child',
  created_at: '2026-01-01T10:00:00.000Z',
};

beforeEach(() => {
  resetStores();
  useFamilyStore.setState(initialFamilyState);
});

/** Renders the page for Pat with `members` stored, once they are listed. */
async function renderFamily(members: unknown[] = []) {
  writeStored('familyMembers', members);
  await seedSession(pat);
  renderInLocale(<FamilyPage />);
  await screen.findByRole('heading', { name: en.family.addTitle });
  if (members.length) await screen.findByRole('list', { name: en.family.listLabel });
  else await screen.findByText(en.family.empty);
}

/** The add form, and what its fields hold. */
function addForm() {
  const form = within(screen.getByRole('form', { name: en.family.addTitle }));
  return {
    form,
    name: form.getByLabelText('Full name'),
    dateOfBirth: form.getByLabelText('Date of birth'),
    relationship: form.getByLabelText('Relationship to you'),
    submit: form.getByRole('button', { name: 'Add family member' }),
  };
}

/**
 * Opens the page with `members` stored and types a new member's name, date of birth and
 * relationship into the add form; returns the user and the form's fields.
 */
async function fillAddForm(
  [name, dateOfBirth, relationship]: [string, string, string],
  members: unknown[] = [],
) {
  const user = userEvent.setup();
  await renderFamily(members);
  const fields = addForm();
  await user.type(fields.name, name);
  await user.type(fields.dateOfBirth, dateOfBirth);
  await user.selectOptions(fields.relationship, relationship);
  return { user, ...fields };
}

describe('FamilyPage', () => {
  it('adds a family member, lists them with their age and stores them on the account', async () => {
    const { user, submit } = await fillAddForm(['  Mia Lee ', '2018-03-04', 'Child']);
    await user.click(submit);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mia Lee was added to your family members.',
    );
    const item = within(screen.getByRole('article', { name: 'Mia Lee' }));
    expect(item.getByText(/^Child · born March 4, 2018 \(age \d+\)$/)).toBeInTheDocument();
    expect(storedJson('familyMembers')).toEqual([
      expect.objectContaining({
        account_id: pat.id,
        name: 'Mia Lee',
        date_of_birth: '2018-03-04',
        relationship: 'child',
      }),
    ]);
    // The form is ready for the next one.
    expect(addForm().name).toHaveValue('');
  });

  it('shows each field’s problem under it, focuses the first, keeps what was typed and stores nothing', async () => {
    const user = userEvent.setup();
    await renderFamily();
    const { name, dateOfBirth, relationship, submit } = addForm();
    await user.type(dateOfBirth, '2999-01-01');
    await user.click(submit);

    expect(name).toHaveAccessibleDescription("Enter the family member's name.");
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(dateOfBirth).toHaveAccessibleDescription('The date of birth cannot be in the future.');
    expect(relationship).toHaveAccessibleDescription('Choose how you are related.');
    expect(dateOfBirth).toHaveValue('2999-01-01');
    expect(storedJson('familyMembers')).toEqual([]);

    await user.type(name, 'Mia Lee');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '2018-03-04');
    await user.selectOptions(relationship, 'Child');
    await user.click(submit);
    expect(await screen.findByRole('article', { name: 'Mia Lee' })).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refusal above the fields and keeps what was typed', async () => {
    const { user, form, name, relationship, submit } = await fillAddForm(
      ['mia lee', '2018-03-04', 'Other'],
      [mia],
    );
    await user.click(submit);

    expect(await form.findByRole('alert')).toHaveTextContent(
      'mia lee is already one of your family members.',
    );
    expect(name).toHaveValue('mia lee');
    expect(relationship).toHaveValue('other');
    expect(storedJson('familyMembers')).toEqual([mia]);
  });

  it('says when a full browser storage refused the new member, and keeps what was typed', async () => {
    const { user, form, name, dateOfBirth, submit } = await fillAddForm(
      ['Ben Lee', '2020-06-01', 'Child'],
      [mia],
    );
    const refused = refuseWrites((key) => key === 'familyMembers');
    try {
      await user.click(submit);
      expect(await form.findByRole('alert')).toHaveTextContent(messages.storageFull);
    } finally {
      refused.mockRestore();
    }
    expect(name).toHaveValue('Ben Lee');
    expect(dateOfBirth).toHaveValue('2020-06-01');
    expect(storedJson('familyMembers')).toEqual([mia]);
  });

  it('says so when the family members cannot be read, and still offers the form', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const read = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderInLocale(<FamilyPage />);
      await act(async () => {
        useSessionStore.setState({ user: pat, loaded: true });
      });
      expect(await screen.findByText(familyMessages.loadFailed)).toBeInTheDocument();
      expect(screen.queryByText(en.family.empty)).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: en.family.addTitle })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith('Could not read the family members.', expect.anything());
    } finally {
      read.mockRestore();
    }
  });

  it('edits a family member in place, and Cancel leaves them as they were', async () => {
    const user = userEvent.setup();
    await renderFamily([mia]);
    await user.click(screen.getByRole('button', { name: 'Edit Mia Lee' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Mia Lee’s details' }));
    expect(edit.getByLabelText('Full name')).toHaveValue('Mia Lee');
    await user.click(edit.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Mia Lee’s details' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Mia Lee' }));
    const again = within(screen.getByRole('form', { name: 'Edit Mia Lee’s details' }));
    await user.clear(again.getByLabelText('Full name'));
    await user.click(again.getByRole('button', { name: 'Save changes' }));
    expect(again.getByLabelText('Full name')).toHaveAccessibleDescription(
      "Enter the family member's name.",
    );
    await user.type(again.getByLabelText('Full name'), 'Mia Rose Lee');
    await user.selectOptions(again.getByLabelText('Relationship to you'), 'Other');
    await user.click(again.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mia Rose Lee’s details were saved.',
    );
    expect(screen.getByRole('article', { name: 'Mia Rose Lee' })).toHaveTextContent(
      /^Mia Rose LeeOther/,
    );
    expect(storedJson('familyMembers')).toEqual([
      { ...mia, name: 'Mia Rose Lee', relationship: 'other' },
    ]);
  });

  it('removes a family member once the visitor confirms', async () => {
    const user = userEvent.setup();
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    await renderFamily([mia]);
    await user.click(screen.getByRole('button', { name: 'Remove Mia Lee' }));
    expect(confirm).toHaveBeenLastCalledWith('Remove Mia Lee from your family members?');
    expect(storedJson('familyMembers')).toEqual([mia]);

    await user.click(screen.getByRole('button', { name: 'Remove Mia Lee' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mia Lee was removed from your family members.',
    );
    expect(screen.queryByRole('article', { name: 'Mia Lee' })).not.toBeInTheDocument();
    expect(screen.getByText(en.family.empty)).toBeInTheDocument();
    expect(storedJson('familyMembers')).toEqual([]);
  });

  it('refuses removing a family member with an upcoming visit, saying what to do', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    writeStored('appointments', [
      appointmentAt(1, new Date(Date.now() + 86_400_000), pat, { familyMemberId: mia.id }),
    ]);
    await renderFamily([mia]);
    await user.click(screen.getByRole('button', { name: 'Remove Mia Lee' }));

    const item = within(screen.getByRole('article', { name: 'Mia Lee' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      'Mia Lee has upcoming visits. Cancel them first, then remove Mia Lee.',
    );
    expect(item.getByRole('button', { name: 'Remove Mia Lee' })).toBeEnabled();
    expect(storedJson('familyMembers')).toEqual([mia]);
  });

  it('lists only the logged-in account’s family members', async () => {
    await renderFamily([mia, { ...mia, id: 2, account_id: 99, name: 'Somebody Else' }]);
    expect(screen.getByRole('article', { name: 'Mia Lee' })).toBeInTheDocument();
    expect(screen.queryByText('Somebody Else')).not.toBeInTheDocument();
  });

  it('tells a doctor account it has no family members, and shows no form', async () => {
    const doctor: User = { ...pat, role: 'doctor', doctor_id: 1 };
    await seedSession(doctor);
    renderInLocale(<FamilyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Family members' })).toBeInTheDocument();
    expect(screen.getByText(en.family.doctorAccount)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

/** Opens /es/family/ for Pat with Mia stored; returns the user and the add form. */
async function renderSpanishFamily() {
  const user = userEvent.setup();
  writeStored('familyMembers', [mia]);
  await seedSession(pat);
  renderInLocale(<FamilyPage />, 'es');
  return { user, form: within(await screen.findByRole('form', { name: es.family.addTitle })) };
}

describe('FamilyPage in Spanish', () => {
  it('lists, checks and adds in Spanish, with the date of birth in Spanish', async () => {
    const user = userEvent.setup();
    writeStored('familyMembers', [mia]);
    await seedSession(pat);
    renderInLocale(<FamilyPage />, 'es');
    const item = within(await screen.findByRole('article', { name: 'Mia Lee' }));
    expect(screen.getByRole('heading', { level: 1, name: es.family.pageTitle })).toBeVisible();
    expect(
      item.getByText(/^Hijo o hija · nació el 4 de marzo de 2018 \(edad: \d+\)$/),
    ).toBeVisible();
    expect(item.getByRole('button', { name: 'Editar a Mia Lee' })).toBeVisible();

    const form = within(screen.getByRole('form', { name: es.family.addTitle }));
    await user.click(form.getByRole('button', { name: es.family.addButton }));
    expect(form.getByLabelText(es.family.nameLabel)).toHaveAccessibleDescription(
      es.family.nameRequired,
    );
    expect(form.getByLabelText(es.family.relationshipLabel)).toHaveAccessibleDescription(
      es.family.relationshipRequired,
    );

    await user.type(form.getByLabelText(es.family.nameLabel), 'Leo Lee');
    await user.type(form.getByLabelText(es.family.dateOfBirthLabel), '1950-06-01');
    await user.selectOptions(form.getByLabelText(es.family.relationshipLabel), 'Padre o madre');
    await user.click(form.getByRole('button', { name: es.family.addButton }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Leo Lee se agregó a sus familiares.',
    );
    expect(storedJson('familyMembers')).toEqual([
      mia,
      expect.objectContaining({ name: 'Leo Lee', relationship: 'parent' }),
    ]);
  });

  it('refuses removing a member with an upcoming visit in Spanish, naming them', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    writeStored('appointments', [
      appointmentAt(1, new Date(Date.now() + 86_400_000), pat, { familyMemberId: mia.id }),
    ]);
    writeStored('familyMembers', [mia]);
    await seedSession(pat);
    renderInLocale(<FamilyPage />, 'es');
    const item = within(await screen.findByRole('article', { name: 'Mia Lee' }));
    await user.click(item.getByRole('button', { name: 'Quitar a Mia Lee' }));
    expect(await item.findByRole('alert')).toHaveTextContent(
      'Mia Lee tiene consultas próximas. Cancélelas primero y luego quite a Mia Lee.',
    );
  });

  it('words the form’s problems and a refusal naming the typed name in Spanish, keeping what was typed', async () => {
    const { user, form } = await renderSpanishFamily();
    const name = form.getByLabelText(es.family.nameLabel);
    const dateOfBirth = form.getByLabelText(es.family.dateOfBirthLabel);
    await user.type(dateOfBirth, '2999-01-01');
    await user.click(form.getByRole('button', { name: es.family.addButton }));
    expect(dateOfBirth).toHaveAccessibleDescription(es.family.dateOfBirthInFuture);

    await user.type(name, '  mia lee ');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '2018-03-04');
    await user.selectOptions(form.getByLabelText(es.family.relationshipLabel), 'Otro');
    await user.click(form.getByRole('button', { name: es.family.addButton }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'mia lee ya es uno de sus familiares.',
    );
    expect(name).toHaveValue('  mia lee ');
    expect(storedJson('familyMembers')).toEqual([mia]);
  });

  it('words a full storage and a connection failure from the refusals catalog in Spanish', async () => {
    const { user, form } = await renderSpanishFamily();
    await user.type(form.getByLabelText(es.family.nameLabel), 'Ben Lee');
    await user.type(form.getByLabelText(es.family.dateOfBirthLabel), '2020-06-01');
    await user.selectOptions(form.getByLabelText(es.family.relationshipLabel), 'Hijo o hija');
    const refused = refuseWrites((key) => key === 'familyMembers');
    try {
      await user.click(form.getByRole('button', { name: es.family.addButton }));
      expect(await form.findByRole('alert')).toHaveTextContent(es.refusals.storageFull);
    } finally {
      refused.mockRestore();
    }

    // Shared mode's connection notice, as its repository throws it.
    const offline = jest
      .spyOn(localFamilyRepository, 'remove')
      .mockRejectedValue(new UserFacingError(refusals.serverUnreachable));
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    try {
      const item = within(screen.getByRole('article', { name: 'Mia Lee' }));
      await user.click(item.getByRole('button', { name: 'Quitar a Mia Lee' }));
      expect(await item.findByRole('alert')).toHaveTextContent(es.refusals.serverUnreachable);
    } finally {
      offline.mockRestore();
    }
  });

  it('shows a refusal nobody knows as it comes, and a failure with no refusal as the catalog’s', async () => {
    const { user } = await renderSpanishFamily();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const item = within(await screen.findByRole('article', { name: 'Mia Lee' }));
    const remove = jest
      .spyOn(localFamilyRepository, 'remove')
      .mockRejectedValueOnce(new UserFacingError('A sentence only the server says.'))
      .mockRejectedValueOnce(new Error('boom'));
    try {
      await user.click(item.getByRole('button', { name: 'Quitar a Mia Lee' }));
      expect(await item.findByRole('alert')).toHaveTextContent('A sentence only the server says.');
      await user.click(item.getByRole('button', { name: 'Quitar a Mia Lee' }));
      expect(await item.findByText(es.family.removeFailed)).toBeInTheDocument();
    } finally {
      remove.mockRestore();
    }
  });

  it('words the refusals that name a member as the rules do, in English', () => {
    expect(formatMessage('en', 'family.duplicate', { name: 'Mia Lee' })).toBe(
      familyMessages.duplicate('Mia Lee'),
    );
    expect(formatMessage('en', 'family.hasUpcomingVisits', { name: 'Mia Lee' })).toBe(
      familyMessages.hasUpcomingVisits('Mia Lee'),
    );
  });

  it("words each of the rules' problems in Spanish, English equal to the rules' own", () => {
    for (const [key, text] of Object.entries(familyMessages)) {
      if (typeof text !== 'string') continue;
      expect([key, en.family[key as keyof typeof en.family]]).toEqual([key, text]);
      expect(es.family[key as keyof typeof es.family]).toBeTruthy();
    }
  });
});

describe('the way to /family', () => {
  it('is a link under a patient’s appointments', async () => {
    await seedSession(pat);
    await act(async () => {
      renderInLocale(<AppointmentsPage />);
    });
    expect(screen.getByRole('link', { name: 'Manage your family members' })).toHaveAttribute(
      'href',
      expect.stringMatching(linkTo('/family/')),
    );
  });
});
