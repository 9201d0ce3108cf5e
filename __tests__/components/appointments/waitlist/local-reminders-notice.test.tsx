import { render, screen } from '@testing-library/react';
import { LocalRemindersNotice } from '@/components/appointments/waitlist/local-reminders-notice';
import { localModeTexts } from '@/lib/appointments/waitlist/local-mode-texts';

describe('LocalRemindersNotice (local mode)', () => {
  it("says reminders are the calendar file's alarms and the waitlist needs shared mode", () => {
    render(<LocalRemindersNotice />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('24 hours and 1 hour before');
    expect(note).toHaveTextContent(localModeTexts.waitlist);
  });
});
