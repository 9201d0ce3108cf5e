'use client';

import './family.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { LoadingStatus, RequireSession } from '@/components/account';
import { useRefusalText, useTranslations } from '@/components/layout/page-messages';
import { linkedDoctorId, type User } from '@/lib/account';
import { clinicDayKey } from '@/lib/clinic';
import { ageOn, type FamilyMember, type FamilyMemberInput, familyRefusal } from '@/lib/family';
import type { Refusal } from '@/lib/errors/messages';
import { toRefusal } from '@/lib/errors/to-user-message';
import { useRetryingRead } from '@/components/ui/use-retrying-read';
import { useFamilyStore } from '@/stores/family-store';
import { FamilyMemberForm } from './family-member-form';

/** A stored member's details as the form shows them. */
function inputOf(member: FamilyMember): FamilyMemberInput {
  return {
    name: member.name,
    dateOfBirth: member.date_of_birth,
    relationship: member.relationship,
  };
}

/**
 * A date of birth ('yyyy-MM-dd') as the instant the catalog's `summary` writes in the clinic's
 * zone: noon UTC of that day, which is the same day in every zone from UTC-11 to UTC+11.
 */
function birthInstant(dateOfBirth: string): Date {
  return new Date(`${dateOfBirth}T12:00:00Z`);
}

/** One member of the list: name, relationship and birth date, with Edit and Remove; or, while edited, the form. */
function FamilyMemberItem({
  user,
  member,
  onMessage,
}: {
  user: User;
  member: FamilyMember;
  onMessage: (text: string) => void;
}) {
  const updateMember = useFamilyStore((state) => state.updateMember);
  const removeMember = useFamilyStore((state) => state.removeMember);
  const t = useTranslations('family');
  const refusalText = useRefusalText();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);

  if (editing) {
    return (
      <FamilyMemberForm
        idPrefix={id}
        title={t('editTitle', { name: member.name })}
        initial={inputOf(member)}
        submitLabel={t('saveButton')}
        submittingLabel={t('saving')}
        onSave={async (input) => {
          const saved = await updateMember(user, member.id, input);
          setEditing(false);
          onMessage(t('saved', { name: saved.name }));
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }

  const onRemove = async () => {
    if (!window.confirm(t('confirmRemove', { name: member.name }))) return;
    setError(null);
    setRemoving(true);
    try {
      await removeMember(user, member);
      onMessage(t('removed', { name: member.name }));
    } catch (caught) {
      setError(toRefusal(caught, familyRefusal('removeFailed')));
      setRemoving(false);
    }
  };

  return (
    <article className="family-member" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className="family-member__name">
        {member.name}
      </h2>
      <p>
        {t('summary', {
          relationship: t('relationship', { relationship: member.relationship }),
          born: birthInstant(member.date_of_birth),
          age: ageOn(member.date_of_birth, clinicDayKey(new Date())),
        })}
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {refusalText(error)}
        </p>
      ) : null}
      <div className="form__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('editLabel', { name: member.name })}
          onClick={() => setEditing(true)}
        >
          {t('edit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('removeLabel', { name: member.name })}
          disabled={removing}
          onClick={onRemove}
        >
          {removing ? t('removing') : t('remove')}
        </button>
      </div>
    </article>
  );
}

/** The account's family members and the form that adds one. */
function FamilyMembers({ user }: { user: User }) {
  const members = useFamilyStore((state) => state.members);
  const load = useFamilyStore((state) => state.load);
  const addMember = useFamilyStore((state) => state.addMember);
  const followOtherTabs = useFamilyStore((state) => state.followOtherTabs);
  const t = useTranslations('family');
  const [message, setMessage] = useState<string | null>(null);
  const read = useCallback(() => load(user), [load, user]);
  const { value: loaded, unreachable } = useRetryingRead(read, 'the family members');
  useEffect(() => followOtherTabs(user), [followOtherTabs, user]);
  const own = members.filter((member) => String(member.account_id) === String(user.id));

  return (
    <>
      {message ? (
        <p className="notice" role="status">
          {message}
        </p>
      ) : null}
      {unreachable ? <p className="notice notice--offline">{t('loadFailed')}</p> : null}
      {own.length ? (
        <ul className="family-members" aria-label={t('listLabel')}>
          {own.map((member) => (
            <li key={String(member.id)}>
              <FamilyMemberItem user={user} member={member} onMessage={setMessage} />
            </li>
          ))}
        </ul>
      ) : loaded === null ? null : (
        <p>{t('empty')}</p>
      )}
      <FamilyMemberForm
        idPrefix="family-add"
        title={t('addTitle')}
        submitLabel={t('addButton')}
        submittingLabel={t('adding')}
        onSave={async (input) => {
          const added = await addMember(user, input);
          setMessage(t('added', { name: added.name }));
        }}
      />
    </>
  );
}

/** The page's heading and introduction, the same while the session is read. */
function FamilyHeading() {
  const t = useTranslations('family');
  return (
    <>
      <h1 id="family-title">{t('pageTitle')}</h1>
      <p>{t('intro')}</p>
    </>
  );
}

/**
 * /family (docs/family-members.md#managing-family-members), behind the session guard: the
 * account's family members, each with Edit and Remove, and a form to add one. A doctor account
 * of shared mode books for nobody and is told so.
 */
export function FamilyPage() {
  const t = useTranslations('family');
  return (
    <section aria-labelledby="family-title" className="family">
      <FamilyHeading />
      <RequireSession loading={<LoadingStatus>{t('loading')}</LoadingStatus>}>
        {(user) =>
          linkedDoctorId(user) === null ? (
            <FamilyMembers user={user} />
          ) : (
            <p className="notice">{t('doctorAccount')}</p>
          )
        }
      </RequireSession>
    </section>
  );
}
