import { screen } from '@testing-library/react';
import { LocalRemindersNotice } from '@/components/appointments/waitlist/local-reminders-notice';
import en from '@/messages/en.json';
import { renderInLocale } from '../../../support/intl';

describe('LocalRemindersNotice (local mode)', () => {
  it("says reminders are the calendar file's alarms and the waitlist needs shared mode", () => {
    renderInLocale(<LocalRemindersNotice />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('24 hours and 1 hour before');
    expect(note).toHaveTextContent(en.localMode.waitlist);
  });
});
