/** @jest-environment node */
import {
  fallbackDialogueState,
  fallbackEvent,
  nextDialogueState,
  nextFallbackState,
} from '@/lib/chat/fallback';
import {
  BOOKING_INSTRUCTIONS_REPLY,
  DECLINED_REPLY,
  FALLBACK_REPLIES,
  FOLLOW_UP_QUESTIONS,
  INITIAL_CHAT_CONTEXT,
} from '@/lib/chat/fallback-texts';
import { redFlagReply } from '@/lib/chat/red-flags';
import type { ChatContext } from '@/lib/chat/types';

const waitingAfterAppointment: ChatContext = {
  lastIntent: 'appointment',
  waitingForAppointmentConfirmation: true,
  followUpQuestion: FOLLOW_UP_QUESTIONS.appointment,
};

/** The context once a reply asks nothing back: the intent recorded, no yes/no wait. */
function notWaitingAfter(lastIntent: string): ChatContext {
  return {
    lastIntent: lastIntent as ChatContext['lastIntent'],
    waitingForAppointmentConfirmation: false,
    followUpQuestion: null,
  };
}

describe('FALLBACK_REPLIES', () => {
  it('states the clinic hours in the spec wording', () => {
    expect(FALLBACK_REPLIES['clinic-hours']).toContain(
      'Monday to Friday 9:00 AM to 5:00 PM, Saturday 10:00 AM to 2:00 PM, closed Sunday and holidays',
    );
  });

  it('mentions 103°F in the fever advice', () => {
    expect(FALLBACK_REPLIES.fever).toContain('103°F');
  });

  it('sends emergencies to the nearest emergency room or 911', () => {
    expect(FALLBACK_REPLIES.emergency).toContain('nearest emergency room');
    expect(FALLBACK_REPLIES.emergency).toContain('911');
  });

  it('has a distinct reply for each symptom topic', () => {
    const topics = [
      'cold',
      'flu',
      'headache',
      'fever',
      'covid',
      'diabetes',
      'blood-pressure',
    ] as const;
    const replies = topics.map((topic) => FALLBACK_REPLIES[topic]);
    expect(new Set(replies).size).toBe(topics.length);
    expect(FALLBACK_REPLIES.flu).toMatch(/flu/i);
    expect(FALLBACK_REPLIES.diabetes).toMatch(/blood sugar/i);
    expect(FALLBACK_REPLIES['blood-pressure']).toMatch(/blood pressure/i);
  });
});

describe('nextFallbackState', () => {
  it.each([
    [
      'answers a symptom with its canned reply and records the intent',
      'I think I have a fever',
      'fever',
    ],
    [
      'answers a flu question that mentions a visit with flu advice and no yes/no question',
      'Do I need a flu shot before my visit?',
      'flu',
    ],
  ] as const)('%s', (_behaviour, text, intent) => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, text);
    expect(step.reply).toBe(FALLBACK_REPLIES[intent]);
    expect(step.context).toEqual(notWaitingAfter(intent));
  });

  it('gives the fever advice with 103°F, not the clinic hours, when a fever has lasted hours', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'My fever has lasted 3 hours');
    expect(step.reply).toBe(FALLBACK_REPLIES.fever);
    expect(step.reply).toContain('103°F');
    expect(step.reply).not.toContain('Monday to Friday');
  });

  it('asks a yes/no follow-up after an appointment intent and starts waiting', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'Can I book an appointment?');
    expect(step.reply).toBe(
      `${FALLBACK_REPLIES.appointment} Would you like me to explain how to book an appointment?`,
    );
    expect(step.context).toEqual(waitingAfterAppointment);
    expect(fallbackDialogueState(step.context)).toBe('awaiting-yes-no');
  });

  it('asks a yes/no follow-up after a pain intent', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'My knee hurts');
    expect(step.reply.endsWith(FOLLOW_UP_QUESTIONS.pain)).toBe(true);
    expect(step.context).toEqual({
      lastIntent: 'pain',
      waitingForAppointmentConfirmation: true,
      followUpQuestion: FOLLOW_UP_QUESTIONS.pain,
    });
  });

  it('gives booking instructions on yes and clears the wait', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'Yes please');
    expect(step.reply).toBe(BOOKING_INSTRUCTIONS_REPLY);
    expect(step.reply).toContain("'Schedule New Appointment'");
    expect(step.context.waitingForAppointmentConfirmation).toBe(false);
    expect(step.context.followUpQuestion).toBeNull();
    expect(fallbackDialogueState(step.context)).toBe('idle');
  });

  it('clears the wait on no', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'no thanks');
    expect(step.reply).toBe(DECLINED_REPLY);
    expect(step.context).toEqual(notWaitingAfter('appointment'));
  });

  it('asks the question again on an unrecognised message and keeps waiting', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'Hmm, let me think about it');
    expect(step.reply).toBe(
      "Sorry, I didn't catch that. Would you like me to explain how to book an appointment? Please answer yes or no.",
    );
    expect(step.context).toEqual(waitingAfterAppointment);
  });

  it('answers a red flag with emergency advice even while waiting for yes or no', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'yes, but now I have chest pain');
    expect(step.reply).toContain('911');
    expect(step.reply).toContain('nearest emergency room');
    expect(step.reply).not.toBe(BOOKING_INSTRUCTIONS_REPLY);
    expect(step.context).toEqual(notWaitingAfter('red-flag'));
  });

  it("answers a Spanish emergency in Spanish, the message's language (docs/chat.md#red-flags)", () => {
    const step = nextFallbackState(waitingAfterAppointment, 'sí, pero me duele mucho el pecho');
    expect(step.reply).toBe(redFlagReply('chest-pain', undefined, 'es'));
    expect(step.reply).toContain('Llame al 911 ahora');
    expect(step.context).toEqual(notWaitingAfter('red-flag'));
    expect(nextFallbackState(INITIAL_CHAT_CONTEXT, 'ya no quiero vivir').reply).toContain(
      'oprima 2 para hablar en español',
    );
  });

  it('gives 988 for thoughts of suicide', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'I want to end my life');
    expect(step.reply).toContain('988');
    expect(step.reply).toContain('911');
    expect(step.context.lastIntent).toBe('self-harm');
  });

  it('does not change the context it was given', () => {
    const before = { ...waitingAfterAppointment };
    nextFallbackState(waitingAfterAppointment, 'yes');
    expect(waitingAfterAppointment).toEqual(before);
  });

  it('runs a whole dialogue: pain, an unclear answer, then yes', () => {
    let context = INITIAL_CHAT_CONTEXT;
    const replies: string[] = [];
    for (const text of ['I have back pain', 'hmm', 'yes']) {
      const step = nextFallbackState(context, text);
      replies.push(step.reply);
      context = step.context;
    }
    expect(replies[1]).toContain(FOLLOW_UP_QUESTIONS.pain);
    expect(replies[2]).toBe(BOOKING_INSTRUCTIONS_REPLY);
    expect(context.waitingForAppointmentConfirmation).toBe(false);
  });

  it('redirects off-topic questions politely', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'What is the weather like?');
    expect(step.reply).toBe(FALLBACK_REPLIES['off-topic']);
    expect(step.reply).toMatch(/health/);
  });
});

describe('nextFallbackState while waiting for yes or no (answers while waiting)', () => {
  const waitingAfterPain: ChatContext = {
    lastIntent: 'pain',
    waitingForAppointmentConfirmation: true,
    followUpQuestion: FOLLOW_UP_QUESTIONS.pain,
  };

  it.each([
    ['What are your hours?', 'clinic-hours', 'Monday to Friday 9:00 AM to 5:00 PM'],
    ['I think I have the flu', 'flu', 'The flu usually starts suddenly'],
    ['How do I reschedule?', 'reschedule', 'press Reschedule'],
    ['Actually I need to cancel', 'cancel', 'press Cancel Appointment and confirm'],
    ['Can I take ibuprofen with my other medicine?', 'medicines', 'ask a pharmacist'],
    ['Is this an emergency?', 'emergency', '911'],
    ['What should I feed my cat?', 'off-topic', "Sorry, I can't help with that."],
  ])('answers %j with its own reply and ends the wait', (text, intent, expected) => {
    const step = nextFallbackState(waitingAfterAppointment, text);
    expect(step.reply).toContain(expected);
    expect(step.reply).not.toContain('Please answer yes or no');
    expect(step.context).toEqual(notWaitingAfter(intent));
    expect(fallbackDialogueState(step.context)).toBe('idle');
  });

  it("answers a child's temperature in °C with the fever advice, not 'please answer yes or no'", () => {
    const step = nextFallbackState(waitingAfterAppointment, 'my kid has a temperature of 39.5 C');
    expect(step.reply).toBe(
      "A temperature of 39.5°C (103.1°F) is a high fever. Please call us today so a doctor can advise you. Rest, drink plenty of fluids, and take acetaminophen or ibuprofen as directed on the label if you're uncomfortable. Call 911 now if a fever comes with a stiff neck, a rash that doesn't fade under a glass, confusion, trouble breathing or no pee all day; if you are having chemotherapy, call your cancer team's 24-hour line now.",
    );
    expect(step.context.waitingForAppointmentConfirmation).toBe(false);
    expect(step.context.lastIntent).toBe('fever');
  });

  it('asks its own question anew when the new topic is pain', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'yes, and my back hurts');
    expect(step.reply.endsWith(FOLLOW_UP_QUESTIONS.pain)).toBe(true);
    expect(step.context).toEqual(waitingAfterPain);
  });

  it('reads yes and no with a thank-you or a booking word as the answer', () => {
    expect(nextFallbackState(waitingAfterPain, 'no thanks').reply).toBe(DECLINED_REPLY);
    expect(nextFallbackState(waitingAfterPain, 'yes, book me in').reply).toBe(
      BOOKING_INSTRUCTIONS_REPLY,
    );
  });

  it('re-asks only unrecognised messages, and keeps asking until an answer comes', () => {
    let context = waitingAfterPain;
    for (const text of ['hmm', 'maybe later', 'tell me a joke']) {
      const step = nextFallbackState(context, text);
      expect(step.reply).toBe(
        `Sorry, I didn't catch that. ${FOLLOW_UP_QUESTIONS.pain} Please answer yes or no.`,
      );
      context = step.context;
    }
    expect(context).toEqual(waitingAfterPain);
  });
});

describe('fallbackEvent and nextDialogueState', () => {
  it('classifies messages by the state they arrive in', () => {
    expect(fallbackEvent('awaiting-yes-no', 'yes')).toEqual({ type: 'yes' });
    expect(fallbackEvent('awaiting-yes-no', 'nope')).toEqual({ type: 'no' });
    expect(fallbackEvent('idle', 'yes')).toEqual({ type: 'unrecognised' });
    expect(fallbackEvent('awaiting-yes-no', 'what are your hours')).toEqual({
      type: 'topic',
      intent: 'clinic-hours',
    });
    expect(fallbackEvent('awaiting-yes-no', 'hmm')).toEqual({ type: 'unrecognised' });
    expect(fallbackEvent('idle', 'I have chest pain')).toMatchObject({ type: 'red-flag' });
    expect(fallbackEvent('idle', 'no puedo respirar')).toEqual({
      type: 'red-flag',
      flag: 'trouble-breathing',
      language: 'es',
    });
  });

  it.each([
    ['idle', { type: 'topic', intent: 'appointment' }, 'awaiting-yes-no'],
    ['idle', { type: 'topic', intent: 'pain' }, 'awaiting-yes-no'],
    ['idle', { type: 'topic', intent: 'fever' }, 'idle'],
    ['idle', { type: 'unrecognised' }, 'idle'],
    ['awaiting-yes-no', { type: 'yes' }, 'idle'],
    ['awaiting-yes-no', { type: 'no' }, 'idle'],
    ['awaiting-yes-no', { type: 'unrecognised' }, 'awaiting-yes-no'],
    ['awaiting-yes-no', { type: 'topic', intent: 'clinic-hours' }, 'idle'],
    ['awaiting-yes-no', { type: 'topic', intent: 'pain' }, 'awaiting-yes-no'],
    ['awaiting-yes-no', { type: 'red-flag', flag: 'stroke' }, 'idle'],
  ] as const)('%s + %j → %s', (state, event, next) => {
    expect(nextDialogueState(state, event)).toBe(next);
  });
});

describe('reschedule, cancel, medicines and off-topic replies', () => {
  it('gives the real steps to reschedule, with a link to My Appointments, instead of booking help', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'How do I reschedule my appointment?');
    expect(step.reply).toBe(
      'To move an appointment, log in and open My Appointments (/appointments). On the upcoming appointment, press Reschedule, pick a new date and time, and confirm. Your old time stays booked until the new one is saved.',
    );
    expect(step.reply).not.toBe(FALLBACK_REPLIES.appointment);
    expect(step.link).toEqual({ href: '/appointments/', label: 'My Appointments' });
    expect(step.context.waitingForAppointmentConfirmation).toBe(false);
  });

  it('gives the real steps to cancel, with the same link', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'I need to cancel my appointment');
    expect(step.reply).toContain(
      'open My Appointments (/appointments). On the upcoming appointment, press Cancel Appointment and confirm.',
    );
    expect(step.link).toEqual({ href: '/appointments/', label: 'My Appointments' });
  });

  it('answers a medicine question with the pharmacist caution, never blood-pressure facts or doses', () => {
    const step = nextFallbackState(
      INITIAL_CHAT_CONTEXT,
      'Can I take ibuprofen with my blood pressure medication?',
    );
    expect(step.reply).toBe(FALLBACK_REPLIES.medicines);
    expect(step.reply).toContain('ask a pharmacist or your doctor');
    expect(step.reply).not.toContain('120/80');
    expect(step.reply).not.toMatch(/\d+\s*mg/);
    expect(step.link).toBeUndefined();
  });

  it("says clearly that it can't help with off-topic questions", () => {
    for (const text of ['Can you fix my car?', 'What is the difference between a cat and a dog?']) {
      expect(nextFallbackState(INITIAL_CHAT_CONTEXT, text).reply).toMatch(
        /^Sorry, I can't help with that\./,
      );
    }
  });

  it('carries no link on other replies', () => {
    expect(nextFallbackState(INITIAL_CHAT_CONTEXT, 'What are your hours?').link).toBeUndefined();
  });
});
