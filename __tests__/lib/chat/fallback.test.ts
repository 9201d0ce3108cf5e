/** @jest-environment node */
import {
  BOOKING_INSTRUCTIONS_REPLY,
  DECLINED_REPLY,
  FALLBACK_REPLIES,
  FOLLOW_UP_QUESTIONS,
  INITIAL_CHAT_CONTEXT,
  fallbackDialogueState,
  nextFallbackState,
} from '@/lib/chat/fallback';
import type { ChatContext } from '@/lib/chat/types';

const waitingAfterAppointment: ChatContext = {
  lastIntent: 'appointment',
  waitingForAppointmentConfirmation: true,
  followUpQuestion: FOLLOW_UP_QUESTIONS.appointment,
};

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
  it('answers a symptom with its canned reply and records the intent', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'I think I have a fever');
    expect(step.reply).toBe(FALLBACK_REPLIES.fever);
    expect(step.context).toEqual({
      lastIntent: 'fever',
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    });
  });

  it('gives the fever advice with 103°F, not the clinic hours, when a fever has lasted hours', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'My fever has lasted 3 hours');
    expect(step.reply).toBe(FALLBACK_REPLIES.fever);
    expect(step.reply).toContain('103°F');
    expect(step.reply).not.toContain('Monday to Friday');
  });

  it('answers a flu question that mentions a visit with flu advice and no yes/no question', () => {
    const step = nextFallbackState(INITIAL_CHAT_CONTEXT, 'Do I need a flu shot before my visit?');
    expect(step.reply).toBe(FALLBACK_REPLIES.flu);
    expect(step.context).toEqual({
      lastIntent: 'flu',
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    });
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
    expect(step.context).toEqual({
      lastIntent: 'appointment',
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    });
  });

  it('asks the question again on anything else and keeps waiting', () => {
    const step = nextFallbackState(waitingAfterAppointment, 'What are your hours?');
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
    expect(step.context).toEqual({
      lastIntent: 'red-flag',
      waitingForAppointmentConfirmation: false,
      followUpQuestion: null,
    });
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
