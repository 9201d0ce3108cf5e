/**
 * The clinic feature's entry (docs/architecture.md#zones): the clinic's facts every other feature
 * reads (docs/configuration.md#the-clinic-file), its doctors, visit types (docs/visit-types.md) and clinic time
 * (docs/product.md#clinic-time). The rest of lib/clinic is internal.
 */
export {
  type Clinic,
  clinic,
  describeHoursSpoken,
  describeOpenHours,
  type HoursWords,
  type Doctor,
  hoursOf,
  isClosureDate,
  visitTypeById,
  visitTypesFor,
  type WeekHours,
} from './clinic';
export { minutesOfDay, WEEKDAYS, type Weekday } from './weekdays';
export {
  addClinicDays,
  clinicDayKey,
  clinicInstant,
  describeVisitorTime,
  formatClinicClock,
  formatClinicDay,
  formatSlotDay,
  formatVisitorDay,
  fromPickerDate,
  fromWallClock,
  isoWeekdayOf,
  startOfClinicDay,
  toPickerDate,
  visitorTimeOf,
  visitorTimeZone,
  type WallClock,
  wallClockOf,
  zoneOffsetMinutes,
} from './clinic-time';
export {
  CONSULTATION,
  DEFAULT_VISIT_TYPE_ID,
  hasAgeLimit,
  type IntakeQuestion,
  offersVisitType,
  type VisitType,
} from './visit-types';
export { parseVisitTypeRows, readVisitTypes } from './visit-type-rows';
export { fetchDoctors, findDoctor, specialtyOf } from './doctors';
export { hoursOn, type WorkingHoursRow } from './working-hours';
