/**
 * What local mode says about reminders and the waitlist (docs/reminders.md#in-local-mode), apart from
 * the waitlist's texts so the pages that show it load only these lines.
 */
export const localModeTexts = {
  reminders:
    'Reminders: on this browser-only site, your reminders are the alarms in the calendar file you add to your calendar, 24 hours and 1 hour before each visit.',
  waitlist:
    "The waitlist ('tell me if an earlier time opens') needs the clinic's shared mode, where your appointments are kept by the clinic.",
};
