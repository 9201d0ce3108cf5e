import { create } from 'zustand';
import { languageOf, type User } from '@/lib/account';
import type { Appointment, Rescheduled } from '@/lib/appointments';
import type {
  Attendance,
  AuditCursor,
  AuditFilter,
  AuditPage,
  Closure,
  PatientMatch,
  DeskData,
  StaffBooked,
  StaffBookingInput,
  TimeOff,
  WithAffected,
} from '@/lib/appointments/front-desk/front-desk';
import { patientLanguageOf } from '@/lib/appointments/front-desk/front-desk';
import { DEFAULT_VISIT_TYPE_ID } from '@/lib/clinic';
import type { FamilyMember } from '@/lib/family';
import type { Locale } from '@/lib/i18n';
import { notify, type Notifier } from '@/lib/notifications';
import { frontDesk, loadFamilyRepository } from '@/lib/repositories';
import { withSession } from './account-store';

/** What /schedule shows (docs/front-desk.md). */
export interface FrontDeskState {
  /** 'idle' before the first read; 'failed' when the last read failed (the data kept is older). */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The clinic days read, [from, to) as clinic midnights; null before the first read. */
  range: { from: Date; to: Date } | null;
  /** The visit type whose free starts the grid shows (docs/front-desk.md#visit-types-and-family-members). */
  visitTypeId: string;
  data: DeskData | null;
  /** The clinic days `data` holds, [from, to); `range` may already ask for others. */
  dataRange: { from: Date; to: Date } | null;
  /** When `data` was read: slots that started before it are past. */
  readAt: Date | null;
}

/** The front desk's actions: each calls the data API, e-mails the patients it concerns, and re-reads. */
export interface FrontDeskActions {
  /**
   * Reads clinic days [from, to) with the free starts of the visit type `visitTypeId` (default:
   * the one shown). Never throws: an expired session logs out; failures set `status`.
   */
  load: (from: Date, to: Date, visitTypeId?: string) => Promise<void>;
  /** @throws {UserFacingError} the database's refusal, or no connection. */
  findPatients: (query: string) => Promise<PatientMatch[]>;
  /**
   * The family members of the account `patient`, oldest first; none for a record staff made.
   * In shared mode staff read every account's (docs/family-members.md#in-shared-mode).
   * @throws {UserFacingError} no connection.
   */
  familyOf: (patient: PatientMatch) => Promise<FamilyMember[]>;
  /**
   * Books a visit of a type for a patient who phoned or a family member of their account, with
   * its intake answers; e-mails the booking and, for a new record, its one-time claim link
   * `claimUrl(token, language)`, in the patient's language (docs/front-desk.md#patient-records-and-claim-links).
   * @throws {UserFacingError} the database's refusal (taken, closed, time off, an answer, …); nothing booked.
   */
  bookForPatient: (
    input: StaffBookingInput,
    notifier: Notifier,
    claimUrl: (token: string, language: Locale) => string,
  ) => Promise<StaffBooked>;
  /**
   * E-mails the password-less record `patient` a new one-time claim link `claimUrl(token, language)`; the
   * old link stops working (docs/front-desk.md#patient-records-and-claim-links).
   * @throws {UserFacingError} the database's refusal (a claimed account, not staff); nothing sent.
   */
  resendClaimLink: (
    patient: PatientMatch,
    notifier: Notifier,
    claimUrl: (token: string, language: Locale) => string,
  ) => Promise<void>;
  /** Cancels with a reason and e-mails the patient. @throws {UserFacingError} */
  cancelAppointment: (id: number, reason: string, notifier: Notifier) => Promise<Appointment>;
  /** Moves to `start` with a reason and e-mails the patient. @throws {UserFacingError} */
  rescheduleAppointment: (
    id: number,
    start: Date,
    reason: string,
    notifier: Notifier,
  ) => Promise<Rescheduled>;
  /** Cancels the affected appointments of new time off or a closure, e-mailing each patient. */
  cancelAppointments: (ids: number[], reason: string, notifier: Notifier) => Promise<Appointment[]>;
  /** @throws {UserFacingError} overlaps, an end before the start, … */
  addTimeOff: (input: {
    doctorId: number;
    start: Date;
    end: Date;
    reason: string;
  }) => Promise<WithAffected<TimeOff>>;
  removeTimeOff: (id: number) => Promise<void>;
  addClosure: (input: {
    firstDay: string;
    lastDay: string;
    name: string;
  }) => Promise<WithAffected<Closure>>;
  removeClosure: (id: number) => Promise<void>;
  /** @throws {UserFacingError} before the start, or a transition not allowed. */
  markAttendance: (id: number, attendance: Attendance) => Promise<Appointment>;
  /** One page of the audit trail, newest first. @throws {UserFacingError} */
  auditTrail: (filter: AuditFilter, cursor?: AuditCursor) => Promise<AuditPage>;
}

/** Nothing read yet; the grid shows free starts of the consultation. */
export const initialFrontDeskState: FrontDeskState = {
  status: 'idle',
  range: null,
  visitTypeId: DEFAULT_VISIT_TYPE_ID,
  data: null,
  dataRange: null,
  readAt: null,
};

/**
 * The patient of an appointment as the notices address them, in the language the row says
 * (`patient_language`, docs/languages.md#the-accounts-language): the desk reads no account for it.
 */
function patientOf(appointment: Appointment): User {
  return {
    id: appointment.patient_id,
    name: appointment.patient_name,
    email: appointment.patient_email,
    role: 'patient',
    language: patientLanguageOf(appointment),
  };
}

/**
 * E-mails the patient of each of `items` with `send`, in the patient's language as the
 * database's answer said it, so staff's e-mails reach each patient in their own language from
 * any page (docs/notifications.md#languages). Never throws and never delays the change that
 * called it.
 */
function notifyEach<T>(
  items: readonly T[],
  patientOfItem: (item: T) => User,
  send: (item: T, patient: User) => void,
): void {
  for (const item of items) notify(() => send(item, patientOfItem(item)));
}

function desk() {
  // The page says so before any call (docs/front-desk.md#the-front-desk-page): a bug if reached.
  if (!frontDesk) throw new Error('The front desk needs shared mode; this build has none.');
  return frontDesk;
}

/** The front desk's store: read and written only through the front desk (docs/style.md#stores-and-repositories). */
export const useFrontDeskStore = create<FrontDeskState & FrontDeskActions>()((set, get) => {
  /** Runs a change, then re-reads the days shown so every column tells the truth. */
  async function changing<T>(call: () => Promise<T>): Promise<T> {
    const result = await withSession(call);
    const { range } = get();
    if (range) await get().load(range.from, range.to);
    return result;
  }
  return {
    ...initialFrontDeskState,
    load: async (from, to, visitTypeId = get().visitTypeId) => {
      const range = { from, to };
      set({ status: 'loading', range, visitTypeId });
      try {
        const readAt = new Date();
        const data = await withSession(() => desk().readDays(from, to, visitTypeId));
        // A later navigation, or another type, may have been asked for meanwhile.
        if (get().range !== range) return;
        set({ status: 'ready', data, dataRange: { from, to }, readAt });
      } catch (error) {
        if (get().range !== range) return;
        console.warn('Could not read the schedule.', error);
        set({ status: 'failed' });
      }
    },
    findPatients: (query) => withSession(() => desk().findPatients(query)),
    familyOf: async (patient) => {
      const repository = await loadFamilyRepository();
      // The repository lists the members of the account it is given, read with staff's token.
      return withSession(() =>
        repository.list({
          id: patient.id,
          name: patient.name,
          email: patient.email,
          role: 'patient',
        }),
      );
    },
    bookForPatient: async (input, notifier, claimUrl) => {
      const booked = await changing(() => desk().book(input));
      const { claim } = booked;
      notifyEach([booked.appointment], patientOf, (appointment, patient) => {
        notifier.appointmentBooked(appointment, patient);
        if (claim)
          notifier.claimLinkIssued(
            patient,
            claimUrl(claim.token, languageOf(patient)),
            claim.expiresAt,
          );
      });
      return booked;
    },
    resendClaimLink: async (patient, notifier, claimUrl) => {
      const link = await withSession(() => desk().issueClaimLink(patient.id));
      notify(() =>
        notifier.claimLinkIssued(
          { ...patient, language: link.language },
          claimUrl(link.token, link.language),
          link.expiresAt,
        ),
      );
    },
    cancelAppointment: async (id, reason, notifier) => {
      const canceled = await changing(() => desk().cancel(id, reason));
      notifyEach([canceled], patientOf, (appointment, patient) =>
        notifier.appointmentCanceled(appointment, patient),
      );
      return canceled;
    },
    rescheduleAppointment: async (id, start, reason, notifier) => {
      const moved = await changing(() => desk().reschedule(id, start, reason));
      notifyEach(
        [moved],
        (item) => patientOf(item.next),
        (item, patient) => notifier.appointmentRescheduled(item, patient),
      );
      return moved;
    },
    cancelAppointments: async (ids, reason, notifier) => {
      const canceled = await changing(() => desk().cancelMany(ids, reason));
      notifyEach(canceled, patientOf, (appointment, patient) =>
        notifier.appointmentCanceled(appointment, patient),
      );
      return canceled;
    },
    addTimeOff: (input) => changing(() => desk().addTimeOff(input)),
    removeTimeOff: (id) => changing(() => desk().removeTimeOff(id)),
    addClosure: (input) => changing(() => desk().addClosure(input)),
    removeClosure: (id) => changing(() => desk().removeClosure(id)),
    markAttendance: (id, attendance) => changing(() => desk().markAttendance(id, attendance)),
    auditTrail: (filter, cursor) => withSession(() => desk().auditTrail(filter, cursor)),
  };
});
