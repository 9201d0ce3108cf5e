'use client';

import './front-desk.css';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { LoadingStatus, RequireSession } from '@/components/account';
import { type User, linkedDoctorId } from '@/lib/account';
import { dataApiUrl } from '@/lib/config/env';
import { clinicDayKey, clinicInstant } from '@/lib/clinic';
import {
  clinicToday,
  type DeskAppointment,
  mondayOf,
  type DeskColumn,
  type DeskData,
  shiftDay,
} from '@/lib/appointments/front-desk/front-desk';
import { DeskTextsProvider, useDeskTexts } from './use-desk-texts';
import { type FrontDeskState, useFrontDeskStore } from '@/stores/appointments-front-desk-store';
import { AppointmentPanel } from './appointment-panel';
import { AuditTrailPanel } from './audit-trail-panel';
import { BookForPatientPanel } from './book-for-patient-panel';
import { ClaimLinkPanel } from './claim-link-panel';
import { ClosuresPanel } from './closures-panel';
import { FailedDeliveriesPanel } from './failed-deliveries-panel';
import { DeskControls, type DeskView } from './desk-controls';
import { type GridHandlers, type GridLayout, DeskGrid } from './desk-grid';
import { TimeOffPanel } from './time-off-panel';
import { WaitlistPanel } from './waitlist-panel';

/** What the detail panel shows: a free start to book, or an appointment to act on. */
type Selection =
  | { kind: 'free'; doctorId: number; start: Date }
  | { kind: 'appointment'; appointment: DeskAppointment }
  | null;

/** The name of doctor `id` in `data`, or '' while no data is read or the id is unknown. */
function doctorNameIn(data: DeskData | null, id: number): string {
  return data?.doctors.find((doctor) => doctor.id === id)?.name ?? '';
}

function Heading() {
  const texts = useDeskTexts();
  return (
    <div className="page-heading">
      <h1 id="schedule-title">{texts.title}</h1>
    </div>
  );
}

/** The session guard's 'Loading...' in the page's language. */
function DeskLoading() {
  const texts = useDeskTexts();
  // A local build has no schedule for anyone: its notice is in the page's HTML, shown at once
  // rather than after the session check.
  if (!dataApiUrl) return <p className="notice">{texts.localMode}</p>;
  return <LoadingStatus>{texts.sessionLoading}</LoadingStatus>;
}

/**
 * The grid's layout (columns, their headings, caption) for the days of `dataRange`, read with
 * `data` (so the two never disagree): in the day view, one column per doctor shown (only
 * `ownDoctor` for a doctor account); in the week view, the chosen doctor's seven days
 * (`weekDoctor`, else the first).
 */
function useGridColumns(
  { data, dataRange }: Pick<FrontDeskState, 'data' | 'dataRange'>,
  ownDoctor: number | null,
  weekDoctor: number | null,
) {
  const texts = useDeskTexts();
  const shownDays = useMemo(() => {
    const list: string[] = [];
    if (!dataRange) return list;
    for (let each = clinicDayKey(dataRange.from); clinicInstant(each, 0) < dataRange.to;) {
      list.push(each);
      each = shiftDay(each, 1);
    }
    return list;
  }, [dataRange]);
  const isDayGrid = shownDays.length === 1;
  const doctors = useMemo(
    () => (data?.doctors ?? []).filter((doctor) => ownDoctor === null || doctor.id === ownDoctor),
    [data, ownDoctor],
  );
  const shownDoctor = weekDoctor ?? doctors[0]?.id ?? null;
  const columns: DeskColumn[] = useMemo(
    () =>
      isDayGrid
        ? doctors.map((doctor) => ({ day: shownDays[0]!, doctorId: doctor.id }))
        : shownDoctor === null
          ? []
          : shownDays.map((each) => ({ day: each, doctorId: shownDoctor })),
    [isDayGrid, doctors, shownDays, shownDoctor],
  );
  const headers = useMemo(
    () =>
      isDayGrid
        ? doctors.map((doctor) => `${doctor.name} (${doctor.specialty})`)
        : shownDays.map((each) => texts.day(clinicInstant(each, 12 * 60))),
    [isDayGrid, doctors, shownDays, texts],
  );
  const waitlistDoctor = doctors.find((doctor) => doctor.id === shownDoctor) ?? null;
  const caption = shownDays[0]
    ? isDayGrid
      ? texts.dayCaption(texts.day(clinicInstant(shownDays[0], 12 * 60)))
      : texts.weekCaption(
          doctorNameIn(data, shownDoctor ?? -1),
          texts.day(clinicInstant(shownDays[0], 12 * 60)),
        )
    : '';
  // One object for the memoised grid, new only when what it shows changes.
  const layout: GridLayout = useMemo(
    () => ({ columns, headers, caption }),
    [columns, headers, caption],
  );
  return { doctors, shownDoctor, layout, waitlistDoctor };
}

/**
 * The panel of what was pressed in the grid: booking a free start as the visit type the grid's
 * free starts were read for, or acting on an appointment. It takes the focus for each new
 * selection, so keyboard users land on what they opened.
 */
function DetailPanel({
  selection,
  data,
  staff,
  onDone,
}: {
  selection: NonNullable<Selection>;
  data: DeskData | null;
  staff: boolean;
  onDone: (message: string) => void;
}) {
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    panelRef.current?.focus();
  }, [selection]);
  const visitTypes = data?.visitTypes ?? [];
  const freeType = visitTypes.find((type) => type.id === data?.visitTypeId);
  return (
    <section
      className="schedule__detail panel"
      aria-labelledby="schedule-detail-title"
      tabIndex={-1}
      ref={panelRef}
    >
      {selection.kind === 'free' && freeType ? (
        <BookForPatientPanel
          doctorId={selection.doctorId}
          doctorName={doctorNameIn(data, selection.doctorId)}
          start={selection.start}
          visitType={freeType}
          showType={visitTypes.length > 1}
          onDone={onDone}
        />
      ) : selection.kind === 'appointment' ? (
        <AppointmentPanel
          appointment={selection.appointment}
          visitTypes={visitTypes}
          staff={staff}
          onDone={onDone}
        />
      ) : null}
    </section>
  );
}

/**
 * /schedule for staff (every doctor) and doctor accounts (their own column): date navigation,
 * a day or week grid, the chosen slot or appointment, and the panels for time off, closures and
 * the audit trail (docs/front-desk.md).
 */
function FrontDeskView({ staff, ownDoctor }: { staff: boolean; ownDoctor: number | null }) {
  const [view, setView] = useState<DeskView>('day');
  const [day, setDay] = useState(() => clinicToday());
  const [weekDoctor, setWeekDoctor] = useState<number | null>(ownDoctor);
  const [selection, setSelection] = useState<Selection>(null);
  const [notice, setNotice] = useState('');
  const texts = useDeskTexts();
  const store = useFrontDeskStore();
  const { status, load, range } = store;
  // A new day's grid (20 doctors: hundreds of cells) renders as a transition, which React splits
  // into short tasks, so the page answers while it is built (bench: longest task ≤ 150 ms). The
  // grid's days come with its data, so it never shows one day's rows with another's data.
  const data = useDeferredValue(store.data);
  const readAt = useDeferredValue(store.readAt);
  const dataRange = useDeferredValue(store.dataRange);

  const first = view === 'day' ? day : mondayOf(day);
  const days = useMemo(
    () => Array.from({ length: view === 'day' ? 1 : 7 }, (_, index) => shiftDay(first, index)),
    [first, view],
  );
  useEffect(() => {
    void load(clinicInstant(days[0]!, 0), clinicInstant(shiftDay(days[days.length - 1]!, 1), 0));
  }, [days, load]);

  const { doctors, shownDoctor, layout, waitlistDoctor } = useGridColumns(
    { data, dataRange },
    ownDoctor,
    weekDoctor,
  );

  const select = useCallback((next: Selection) => {
    setSelection(next);
    setNotice('');
  }, []);
  const handlers: GridHandlers = useMemo(
    () => ({
      onFree: staff
        ? (column, start) => select({ kind: 'free', doctorId: column.doctorId, start })
        : null,
      onAppointment: (appointment) => select({ kind: 'appointment', appointment }),
    }),
    [staff, select],
  );
  const done = (message: string) => {
    setSelection(null);
    setNotice(message);
  };
  const visitTypes = data?.visitTypes ?? [];
  const showFreeFor = (visitTypeId: string) => {
    setSelection(null);
    if (range) void load(range.from, range.to, visitTypeId);
  };

  return (
    <section aria-labelledby="schedule-title" className="schedule">
      <Heading />
      <DeskControls
        view={view}
        onViewChange={setView}
        day={day}
        onDayChange={setDay}
        doctors={doctors}
        shownDoctor={shownDoctor}
        onDoctorChange={setWeekDoctor}
        ownDoctor={ownDoctor}
        visitTypes={visitTypes}
        visitTypeId={store.visitTypeId}
        onVisitTypeChange={showFreeFor}
      />
      <p role="status" className="schedule__notice">
        {notice}
      </p>
      {selection ? (
        <DetailPanel selection={selection} data={data} staff={staff} onDone={done} />
      ) : null}
      {status === 'failed' ? <p className="form-error">{texts.loadFailed}</p> : null}
      {data && readAt ? (
        <DeskGrid data={data} layout={layout} readAt={readAt} handlers={handlers} />
      ) : (
        <p role="status">{texts.loading}</p>
      )}
      {/* The panels, each a section with its own heading, staff-only where they concern every
          patient; the waitlist shown is the week view's doctor (the first column in the day view). */}
      <div className="schedule__panels">
        {data ? (
          <TimeOffPanel data={data} days={days} ownDoctor={ownDoctor} onDone={setNotice} />
        ) : null}
        {data && staff ? <ClosuresPanel data={data} days={days} onDone={setNotice} /> : null}
        {staff && waitlistDoctor ? (
          <WaitlistPanel doctor={waitlistDoctor} visitTypes={visitTypes} />
        ) : null}
        {staff ? <FailedDeliveriesPanel /> : null}
        {staff ? <ClaimLinkPanel onDone={setNotice} /> : null}
        {staff ? <AuditTrailPanel /> : null}
      </div>
    </section>
  );
}

function FrontDeskFor({ user }: { user: User }) {
  const ownDoctor = linkedDoctorId(user);
  const staff = user.staff === true;
  const texts = useDeskTexts();
  const refusal = !dataApiUrl
    ? texts.localMode
    : !staff && ownDoctor === null
      ? texts.notStaff
      : null;
  if (refusal)
    return (
      <section aria-labelledby="schedule-title">
        <Heading />
        <p className="notice">{refusal}</p>
      </section>
    );
  return <FrontDeskView staff={staff} ownDoctor={staff ? null : Number(ownDoctor)} />;
}

/** /schedule behind the session guard (docs/front-desk.md), in the page's language. */
export function FrontDeskPage() {
  return (
    <DeskTextsProvider>
      <RequireSession
        loading={
          <section aria-labelledby="schedule-title">
            <Heading />
            <DeskLoading />
          </section>
        }
      >
        {(user) => <FrontDeskFor user={user} />}
      </RequireSession>
    </DeskTextsProvider>
  );
}
