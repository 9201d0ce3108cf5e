/** @jest-environment node */
import { CHAT_BACKUP_TEXT } from '@/lib/chat/backup-texts';
import { createChatEngine } from '@/lib/chat/engine';
import { nextFallbackState } from '@/lib/chat/fallback';
import { INITIAL_CHAT_CONTEXT } from '@/lib/chat/fallback-texts';
import { detectIntent, detectYesNo } from '@/lib/chat/intents';
import { chatTextsFromCatalog, ENGLISH_CHAT_TEXTS, type Translate } from '@/lib/chat/languages';
import { buildPersona } from '@/lib/chat/prompt';
import type { ChatContext } from '@/lib/chat/types';
import type { Locale } from '@/lib/i18n';
import { formatMessage } from '../../support/messages';

/*
 * The assistant in the page's language (docs/chat.md#languages): English pages keep lib/chat's
 * texts, which the catalogs' English `chat` holds word for word; Spanish pages speak the Spanish
 * `chat`, and their emergency answers are the Spanish red-flag answers.
 */

const catalog =
  (locale: Locale): Translate =>
  (key, values) =>
    formatMessage(locale, `chat.${key}`, values);

const SPANISH = chatTextsFromCatalog(catalog('es'), 'es');

/** Sends `messages` one after another to the Spanish fallback bot; its replies in order. */
function conversation(...messages: string[]) {
  let context: ChatContext = INITIAL_CHAT_CONTEXT;
  return messages.map((text) => {
    const step = nextFallbackState(context, text, undefined, SPANISH.fallback);
    context = step.context;
    return step;
  });
}

describe("the catalogs' English chat texts", () => {
  const fromCatalog = chatTextsFromCatalog(catalog('en'), 'en');

  it('are the English pages’ own texts, word for word', () => {
    expect(fromCatalog.ui).toEqual(ENGLISH_CHAT_TEXTS.ui);
    expect(fromCatalog.status).toEqual(ENGLISH_CHAT_TEXTS.status);
    for (const key of ['offlineBanner', 'aiDisclaimer', 'greeting', 'fatalErrorReply'] as const) {
      expect(fromCatalog[key]).toBe(ENGLISH_CHAT_TEXTS[key]);
    }
    expect({
      title: formatMessage('en', 'chat.backupTitle'),
      call: formatMessage('en', 'chat.backupCall'),
      email: formatMessage('en', 'chat.backupEmail'),
      emergency: formatMessage('en', 'chat.backupEmergency'),
    }).toEqual(CHAT_BACKUP_TEXT);
    expect(fromCatalog.httpErrorStatus(500, 'Internal Server Error')).toBe(
      ENGLISH_CHAT_TEXTS.httpErrorStatus(500, 'Internal Server Error'),
    );
  });

  it('give the English fallback dialogue its replies, questions and link', () => {
    const english = ENGLISH_CHAT_TEXTS.fallback;
    const { replies, ...rest } = fromCatalog.fallback;
    // The hours reply differs only by how the hours are read out (12-hour clock in English).
    expect({ ...replies, 'clinic-hours': '' }).toEqual({ ...english.replies, 'clinic-hours': '' });
    expect(rest.hoursReply('HOURS')).toBe(english.hoursReply('HOURS'));
    expect(rest.reAsk('Q?')).toBe(english.reAsk('Q?'));
    expect(rest.followUpQuestions).toEqual(english.followUpQuestions);
    expect(rest.bookingInstructions).toBe(english.bookingInstructions);
    expect(rest.declined).toBe(english.declined);
    expect(rest.myAppointmentsLink).toEqual(english.myAppointmentsLink);
  });
});

describe('the Spanish fallback dialogue', () => {
  it('greets in Spanish and answers a greeting and thanks in Spanish', () => {
    expect(createChatEngine(SPANISH).createInitialMessages()).toEqual([
      { text: SPANISH.greeting, isBot: true },
    ]);
    expect(SPANISH.greeting).toMatch(/^¡Hola! Soy el médico virtual/);
    const [hello, thanks] = conversation('Hola, buenas tardes', 'muchas gracias');
    expect(hello?.reply).toBe(SPANISH.greeting);
    expect(thanks?.reply).toBe(
      '¡Con mucho gusto! Cuídese, y no dude en preguntar si se le ofrece algo más.',
    );
  });

  it('states the clinic hours in Spanish, on the 12-hour clock, as the English assistant does', () => {
    const [hours] = conversation('¿A qué hora abren el sábado?');
    expect(hours?.reply).toBe(
      'Nuestra clínica atiende en este horario: lunes a viernes de 9:00 a. m. a 5:00 p. m. y sábado de 10:00 a. m. a 2:00 p. m., hora de la clínica. Los demás días y los días festivos está cerrada. En una emergencia, por favor vaya a la sala de emergencias más cercana o llame al 911.',
    );
    // Shared mode's hours come from the database, read out by the same words.
    const step = nextFallbackState(
      INITIAL_CHAT_CONTEXT,
      'horario',
      'lunes 8:00–12:00',
      SPANISH.fallback,
    );
    expect(step.reply).toContain('horario: lunes 8:00–12:00, hora de la clínica');
  });

  it('links cancel and reschedule answers to the Spanish list', () => {
    const [cancel, move] = conversation(
      'quiero cancelar mi cita',
      'necesito cambiar la cita a otro día',
    );
    expect(cancel?.reply).toMatch(/^Para cancelar una cita/);
    expect(cancel?.link).toEqual({ href: '/es/appointments/', label: 'Mis citas' });
    expect(move?.reply).toMatch(/^Para cambiar una cita/);
    expect(move?.link).toEqual({ href: '/es/appointments/', label: 'Mis citas' });
  });

  it('asks whether to explain booking and reads sí, no and neither in Spanish', () => {
    const [booking, unclear, yes] = conversation(
      'Quisiera una cita con el médico',
      'mmm',
      'Sí, por favor',
    );
    expect(booking?.reply).toBe(
      'Con gusto le ayudo a ver a uno de nuestros médicos. Las citas duran 30 minutos y puede reservarlas en línea con cualquiera de nuestros cinco médicos. ¿Quiere que le explique cómo programar una cita?',
    );
    expect(unclear?.reply).toBe(
      'Disculpe, no le entendí. ¿Quiere que le explique cómo programar una cita? Por favor, responda sí o no.',
    );
    expect(yes?.reply).toMatch(/^¡Muy bien! Para programar una cita/);
    const [, no] = conversation('me duele la espalda', 'no, gracias');
    expect(no?.reply).toBe('No hay problema. ¿Hay algo más en lo que pueda ayudarle?');
  });

  it('answers health topics and anything else in Spanish', () => {
    const replies = conversation('tengo gripe', 'tengo fiebre de 39', '¿qué es un agujero negro?');
    expect(replies.map((step) => step.context.lastIntent)).toEqual(['flu', 'fever', 'unknown']);
    expect(replies[0]?.reply).toMatch(/^La gripe suele empezar/);
    expect(replies[1]?.reply).toMatch(/^La fiebre suele ser/);
    expect(replies[2]?.reply).toMatch(/^No estoy seguro de haber entendido/);
  });

  it('gives the Spanish emergency answer naming 911, 988 with 2 for Spanish, and Poison Control', () => {
    const [heart, crisis, poison, english] = conversation(
      'me duele el pecho y el brazo',
      'ya no quiero vivir',
      'mi niño se tomó el cloro',
      'I have crushing chest pain',
    );
    expect(heart?.reply).toMatch(/^Estos pueden ser signos de un ataque al corazón. Llame al 911/);
    expect(heart?.reply).toContain('El número de nuestra clínica es el (555) 010-2030.');
    expect(crisis?.reply).toContain('988');
    expect(crisis?.reply).toContain('oprima 2 para hablar en español');
    expect(poison?.reply).toContain('1-800-222-1222');
    expect(poison?.reply).toContain('lo atienden en español');
    // An answer the visitor cannot read is no answer: an English message gets the English one.
    expect(english?.reply).toMatch(/^These can be signs of a heart attack/);
    // A mixed message is still routed, in the language its words say ('tengo').
    const [mixed] = conversation('tengo chest pain');
    expect(mixed?.reply).toMatch(/^Estos pueden ser signos de un ataque al corazón/);
  });

  it('reads Spanish requests only on Spanish pages; English pages read as before', () => {
    expect(detectIntent('¿Cuándo abren?', 'es')).toBe('clinic-hours');
    expect(detectIntent('quiero reagendar', 'es')).toBe('reschedule');
    expect(detectIntent('hola', 'es')).toBe('greeting');
    expect(detectIntent('What are your hours?', 'es')).toBe('clinic-hours');
    expect(detectIntent('hola')).toBe('unknown');
    expect(detectYesNo('claro que sí', 'es')).toBe('yes');
    expect(detectYesNo('ahora no', 'es')).toBe('no');
    expect(detectYesNo('claro que sí')).toBeNull();
  });
});

describe('the model prompt', () => {
  it('asks for Spanish answers on Spanish pages and says nothing of language in English', () => {
    expect(buildPersona('Riverside Clinic', 'HOURS', 'es')).toContain(
      "always answer in Spanish (neutral Latin-American Spanish, the formal 'usted'",
    );
    expect(buildPersona('Riverside Clinic', 'HOURS', 'es')).toContain('press 2 for Spanish');
    expect(buildPersona('Riverside Clinic', 'HOURS')).not.toMatch(/Spanish/);
    const input = createChatEngine(SPANISH).buildModelInput('openai-chat', [], 'Hola');
    expect(JSON.stringify(input)).toContain('always answer in Spanish');
    expect(JSON.stringify(createChatEngine().buildModelInput('tgi', [], 'Hi'))).not.toMatch(
      /Spanish/,
    );
  });
});
