import type { IntentPhrases } from './types';

export const CLINIC_TOPICS = {
  // Only phrases that ask about the clinic: bare 'hours', 'open' or 'close' are everyday words
  // ("a headache for two hours", "I can't open my eyes").
  'clinic-hours': [
    '(your|clinic|office|business|working) hours',
    'what (are the)? hours',
    'opening (hours|times)',
    'hours of operation',
    'closing time',
    'open on (weekends|the weekend|saturday|saturdays|sunday|sundays|holidays)',
    'open (today|tomorrow)',
    "(are|is) (you|you guys|y'all|the clinic|the office|the practice|your clinic|your office) {0-1} (open|closed)",
    "(you're|youre|you are|clinic is|office is) {0-1} (open|closed)",
    'when (do|does|are|is|will) (you|you guys|the clinic|the office|the practice) {0-2} (open|opens|close|closes|closed|opened)',
    // Not 'what time do you recommend I take it': a patient's day, not the clinic's.
    'what time (do you|does the clinic|does the office|does the practice) {0-2} (open|opens|close|closes|shut|shuts|start|starts|finish|finishes)',
  ],
  // 'Another day' alone is too loose ('a fever for another day'): it counts with a visit word.
  reschedule: [
    '(reschedule|rescheduling|rebook)',
    '(change|move) (my|the) (appointment|booking)',
    '(come|come in|appointment|visit|booking) on? (another|a different) (day|time)',
  ],
  cancel: ['(cancel|canceling|cancelling|cancellation)', 'call off', "can't make it"],
  appointment: [
    '(appointment|appointments|book|booking|schedule|scheduling|visit|consultation|checkup)',
    'see (a|the) doctor',
    'see a physician',
    'check up',
  ],
} satisfies IntentPhrases;
