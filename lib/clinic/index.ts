/**
 * The clinic feature's entry (docs/architecture.md#zones): the clinic's facts every other feature
 * reads (docs/configuration.md#the-clinic-file), its doctors and clinic time
 * (docs/product.md#clinic-time). The rest of lib/clinic is internal.
 */
export {
  clinic,
  describeHoursSpoken,
  describeOpenHours,
  type Doctor,
  hoursOf,
  isClosureDate,
  type WeekHours,
} from './clinic';
export { minutesOfDay, WEEKDAYS, type Weekday } from './clinic-file';
export {
  addClinicDays,
  clinicDayKey,
  clinicInstant,
  describeVisitorTime,
  formatClinicClock,
  formatClinicDay,
  formatSlotDay,
  fromPickerDate,
  fromWallClock,
  isoWeekdayOf,
  startOfClinicDay,
  toPickerDate,
  visitorTimeZone,
  type WallClock,
  wallClockOf,
  zoneOffsetMinutes,
} from './clinic-time';
export { fetchDoctors, findDoctor, specialtyOf } from './doctors';
export { hoursOn, type WorkingHoursRow } from './working-hours';
