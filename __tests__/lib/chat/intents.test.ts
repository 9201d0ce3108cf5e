/** @jest-environment node */
import { detectIntent, detectYesNo, normalizeForMatching } from '@/lib/chat/intents';
import { detectRedFlag } from '@/lib/chat/red-flags';
import { itFindsNone, itReads } from '../../support/tables';

describe('normalizeForMatching', () => {
  itReads('reads %j as %j', normalizeForMatching, [
    // Lower-case, curly apostrophes straightened, punctuation turned into single spaces.
    ['I’ve got the FLU-like “chills”!', "i've got the flu like chills"],
    // Quote marks around a word dropped, apostrophes inside words kept.
    ["'flu' isn't fun", "flu isn't fun"],
  ]);
});

describe('detectIntent', () => {
  itReads('classifies %j as %s', detectIntent, [
    ['I think I have the flu', 'flu'],
    ['Is influenza contagious?', 'flu'],
    ['I caught a cold', 'cold'],
    ['I have a sore throat and a runny nose', 'cold'],
    ['My headache will not go away', 'headache'],
    ['I get migraines', 'headache'],
    ['My fever is 101', 'fever'],
    ['Could this be COVID-19?', 'covid'],
    ['How do I manage my diabetes?', 'diabetes'],
    ['Is my blood pressure too high?', 'blood-pressure'],
    ['My back hurts', 'pain'],
    ['I have knee pain', 'pain'],
    ['What are your hours?', 'clinic-hours'],
    ['Are you open on Saturday?', 'clinic-hours'],
    ['I want to book an appointment', 'appointment'],
    ['Can I schedule a visit?', 'appointment'],
    ['Is this an emergency?', 'emergency'],
    ['Should I call an ambulance', 'emergency'],
    ['Hello', 'greeting'],
    ['good morning!', 'greeting'],
    ['Thank you so much', 'thanks'],
    ['thanks', 'thanks'],
    ['Can you fix my car?', 'off-topic'],
    ['What should I feed my cat', 'off-topic'],
    ['My dog barks a lot', 'off-topic'],
    ['How is the weather today?', 'off-topic'],
    ["What's the difference between a violin and a viola?", 'off-topic'],
    ['Tell me a joke', 'unknown'],
    ['', 'unknown'],
  ]);

  itReads('does not count a keyword inside another word: %j → %s', detectIntent, [
    ['Does stress have an influence on sleep?', 'unknown'],
    ['I want some education on nutrition', 'unknown'],
    ['My scarf is colder than yours', 'unknown'],
    ['Can I use the carpet cleaner', 'unknown'],
    ['I read a book about dogma', 'appointment'],
    ['This is a chilly afternoon', 'unknown'],
  ]);

  itReads('matches keywords next to punctuation and in any case: %j → %s', detectIntent, [
    ['FLU?', 'flu'],
    ['"cold", maybe', 'cold'],
  ]);

  it('prefers the medical topic over a greeting in the same message', () => {
    expect(detectIntent('Hi, I have a fever')).toBe('fever');
  });

  itReads('prefers the medical topic over an off-topic word: %j → %s', detectIntent, [
    ['I was in a car accident and my neck hurts', 'pain'],
    ['What is the difference between a cold and the flu?', 'flu'],
  ]);

  describe('clinic hours only on phrases that ask about the clinic', () => {
    it.each([
      'What are your hours?',
      'What are your opening hours?',
      'What are the clinic hours on Friday?',
      'Do you have office hours on Saturday?',
      'Are you open on Saturday?',
      'Are you guys open today?',
      'Is the clinic open on Sunday?',
      'Are you still open?',
      "I wonder if you're closed on Sunday",
      'When do you open?',
      'When does the clinic close on Fridays?',
      'What time do you close?',
      'What time do you guys open on Saturdays?',
      'What time does the office shut?',
      'What time are you open tomorrow?',
      'Open on holidays?',
    ])('reads %j as clinic hours', (text) => {
      expect(detectIntent(text)).toBe('clinic-hours');
    });

    itReads('does not take %j for clinic hours (%s)', detectIntent, [
      ["I've had a headache for two hours", 'headache'],
      ['My fever has lasted 3 hours', 'fever'],
      ["I can't open my eyes, they hurt", 'pain'],
      ['My cold got worse over the past 48 hours', 'cold'],
      ['I have had a migraine for hours, what can I take?', 'headache'],
      ['The pain is close to my left knee', 'pain'],
      ['My cut is deep, when will it close?', 'unknown'],
      ['I keep my eyes closed and my head hurts', 'headache'],
      ['Please open the window', 'unknown'],
      // A question about taking medicines: the pharmacist caution, not blood-pressure facts.
      ['What time do you recommend I take my blood pressure pills?', 'medicines'],
      ['What time do you think I should go to bed?', 'unknown'],
    ]);
  });

  itReads('prefers the symptom over an incidental booking word in %j (%s)', detectIntent, [
    ['Do I need a flu shot before my visit?', 'flu'],
    ['Should I book a visit for my fever?', 'fever'],
    ['Can I book a covid test?', 'covid'],
    ['I want to schedule a checkup for my blood pressure', 'blood-pressure'],
    ['Do I need an appointment for a sore throat?', 'cold'],
    ['I would like to book an appointment about my diabetes', 'diabetes'],
    ['Can I see a doctor about my migraines?', 'headache'],
    ['I want to book a visit because my back hurts', 'pain'],
  ]);

  itReads('counts temperature as fever only about a body: %j (%s)', detectIntent, [
    ['What is the temperature outside, weather?', 'off-topic'],
    ['What temperature should I set the oven to?', 'unknown'],
    ['I have a temperature and chills', 'fever'],
    ['My temperature is 101', 'fever'],
    ["My baby's temperature is high", 'fever'],
  ]);

  itReads('answers a red flag before any other topic: %j → %s', detectIntent, [
    ['Hello, I have chest pain and want an appointment', 'red-flag'],
    ['Are you open? I think I am having a stroke', 'red-flag'],
    ['I have a fever and I want to kill myself', 'self-harm'],
    ["It's urgent, what time do you open?", 'emergency'],
  ]);

  itReads('keeps self-harm apart from the other red flags: %j → %s', detectIntent, [
    ['I have been thinking about suicide', 'self-harm'],
    ['I feel faint and have chest pain', 'red-flag'],
  ]);
});

describe('detectRedFlag', () => {
  itReads('finds %j as %s', detectRedFlag, [
    ['I have chest pain', 'chest-pain'],
    ['There is a crushing pressure in my chest', 'chest-pain'],
    ['my chest really hurts', 'chest-pain'],
    ['I think I am having a heart attack', 'chest-pain'],
    ["I can't breathe", 'trouble-breathing'],
    ['I can’t breathe', 'trouble-breathing'],
    ['having trouble breathing', 'trouble-breathing'],
    ['I am short of breath', 'trouble-breathing'],
    ['My face is drooping and my speech is slurred', 'stroke'],
    ['I think my dad is having a stroke', 'stroke'],
    ['sudden weakness in my left arm', 'stroke'],
    ['There is severe bleeding from my leg', 'severe-bleeding'],
    ["The cut won't stop bleeding", 'severe-bleeding'],
    ['I am bleeding heavily', 'severe-bleeding'],
    ['My wife passed out', 'unconsciousness'],
    ['he is unconscious', 'unconsciousness'],
    ['I lost consciousness for a minute', 'unconsciousness'],
    ['I want to kill myself', 'self-harm'],
    ["I've been having suicidal thoughts", 'self-harm'],
    ['I keep thinking about self-harm', 'self-harm'],
    ["I don't want to live anymore", 'self-harm'],
  ]);

  itFindsNone('finds no red flag in %j', detectRedFlag, [
    'I have a mild headache',
    'What are your opening hours?',
    'I cut my finger and it bled a little',
    'My breathing exercises help me relax',
    'I want to book an appointment',
  ]);

  it('reports self-harm first when a message has several red flags', () => {
    expect(detectRedFlag('I have chest pain and I want to die')).toBe('self-harm');
  });
});

describe('detectIntent with a phone-keyboard slip', () => {
  itReads('reads %j as %s, like the red-flag check reads its key words', detectIntent, [
    ['How do I manage my diabetis?', 'diabetes'],
    ['I want to book an apointment', 'appointment'],
    ['I get migranes every week', 'headache'],
    ['I need to reschedual', 'reschedule'],
    ['can I take ibuprofin with it', 'medicines'],
  ]);
});

describe('detectYesNo', () => {
  itReads('reads %j as %s', detectYesNo, [
    ['yes', 'yes'],
    ['Yes please', 'yes'],
    ['yeah, tomorrow works', 'yes'],
    ['Sure!', 'yes'],
    ['ok', 'yes'],
    ['no', 'no'],
    ['No thanks.', 'no'],
    ['nope', 'no'],
    ['not now', 'no'],
  ]);

  itFindsNone('reads %j as neither', detectYesNo, [
    'maybe',
    "I'm not sure",
    'what are your hours?',
    'yesterday I was fine',
    'nothing',
  ]);
});

describe('detectIntent: rescheduling, cancelling, medicines and off-topic', () => {
  itReads('classifies %j as %s', detectIntent, [
    ['How do I reschedule?', 'reschedule'],
    ['Can I move my appointment to Friday?', 'reschedule'],
    ['I need to reschedule my flu shot', 'reschedule'],
    ['I want to change my appointment', 'reschedule'],
    ['Can I come another day?', 'reschedule'],
    ['How do I cancel my appointment?', 'cancel'],
    ["I can't make it tomorrow, can I cancel?", 'cancel'],
    ['Cancelling my visit', 'cancel'],
    ['Can I take ibuprofen with my blood pressure medication?', 'medicines'],
    ['Is it safe to mix these two medicines?', 'medicines'],
    ['Do paracetamol and aspirin interact?', 'medicines'],
    ['What dose of Tylenol should I give?', 'medicines'],
    ['Can I take my diabetes pills with antibiotics?', 'medicines'],
    ["What's the weather tomorrow?", 'off-topic'],
    ['What is the difference between a crocodile and an alligator?', 'off-topic'],
  ]);

  itReads(
    'keeps booking, a symptom or a topic apart from rescheduling, cancelling and medicines: %j → %s',
    detectIntent,
    [
      ['I want to book an appointment', 'appointment'],
      ['Can I schedule a visit?', 'appointment'],
      ["I've had a fever for another day", 'fever'],
      ['Is my blood pressure too high?', 'blood-pressure'],
    ],
  );
});
