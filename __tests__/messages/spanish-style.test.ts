/**
 * @jest-environment node
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { flatten, formatMessage } from '../support/messages';

/*
 * The Spanish style that a machine can check (docs/languages.md#review): the formal 'usted', no
 * Spain-only words, the glossary's terms wherever the English says them, balanced ¿…? and ¡…!,
 * lowercase days and months, times in the English pages' form, buttons that still fit. The ICU
 * arguments and select cases are catalogs.test.ts's. What a machine cannot check (meaning, tone)
 * is a reviewer's.
 */

/**
 * The words a message shows, without its argument names and select keys: an argument is '§', '#'
 * stays, and each branch of a select or plural is a line of its own.
 */
function wordsOf(message: string): string {
  const parts: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal) parts.push(element.value);
      else if (element.type === TYPE.pound) parts.push('#');
      else if (element.type === TYPE.tag) walk(element.children);
      else if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) {
          parts.push('\n');
          walk(option.value);
          parts.push('\n');
        }
      } else parts.push('§');
    }
  };
  walk(parse(message));
  return parts.join('');
}

/** The time skeletons of a message: '{start, time, ::hmm}' gives 'hmm'. */
function timeSkeletons(message: string): string[] {
  const found: string[] = [];
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.time) {
        const style = element.style;
        found.push(typeof style === 'string' ? style.replace(/^::/, '') : (style?.pattern ?? ''));
      }
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return found;
}

const english = flatten(en);
const spanish = flatten(es);
/** Keys whose Spanish words are their own on purpose: the switch's and the offer's names. */
const NOT_SPANISH = new Set(['language.switchLink', 'language.switchLabel']);
const spanishWords = [...spanish]
  .filter(([key]) => !NOT_SPANISH.has(key))
  .map(([key, text]) => [key, wordsOf(text)] as const);

/** Keys whose words match `pattern` (case-insensitive, whole words), with the match. */
function matching(pattern: RegExp): string[] {
  return spanishWords.flatMap(([key, text]) => {
    const found = text.match(pattern);
    return found ? [`${key}: ${found[0]}`] : [];
  });
}

describe('the Spanish catalog', () => {
  it('speaks to the reader as usted: no tú, vos or vosotros forms', () => {
    // Pronouns and verb forms that only the informal second person has; 'vuelve' and 'escribe' are
    // left out, since 'la página vuelve a intentarlo' is the third person.
    const informal =
      /(?<![\p{L}])(tú|tu|tus|te|ti|contigo|vos|vosotros|vosotras|os|vuestro|vuestra|vuestros|vuestras|puedes|tienes|quieres|necesitas|deseas|debes|estás|eres|sabes|prefieres|podés|tenés|querés|sos|inténtalo|regístrate|elige|selecciona|ingresa|pulsa|presiona|haz|avísame|\p{L}+áis|\p{L}+éis)(?![\p{L}])/iu;
    expect(matching(informal)).toEqual([]);
  });

  it('asks usted, singular, to act: no ustedes imperatives to the one reader', () => {
    // 'haga que todos salgan' is a subjunctive; an imperative with its pronoun is never one.
    expect(
      matching(/(?<![\p{L}])(avísenme|llámennos|escríbannos|díganos(?= a nosotros))(?![\p{L}])/iu),
    ).toEqual([]);
  });

  it('uses neutral Latin-American words, not Spain-only ones or regionalisms', () => {
    // 'vale' is Spain's 'OK'; 'vale la pena' (it is worth it) is everyone's.
    const spainOnly =
      /(?<![\p{L}])(ordenador|ordenadores|móvil|móviles|coger|coja|cogido|vale(?! la pena)|turno|turnos|pinchar|pinche|fichero|ficheros|zumo|coche|vosotros|pulse|pulsar|apuntarse|apúntese|guay|vale\.)(?![\p{L}])/iu;
    expect(matching(spainOnly)).toEqual([]);
  });

  it('writes weekdays and months in lowercase', () => {
    const names =
      /(?<![\p{L}])(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Setiembre|Octubre|Noviembre|Diciembre)(?![\p{L}])/u;
    expect(matching(names)).toEqual([]);
  });

  it('writes titles, labels and buttons in sentence case', () => {
    // A short message (six words or fewer) capitalizes its first word only; 'IA' and 'API' are
    // acronyms, 'Mis citas' a page's name. Title Case is the English pages' style, not Spanish.
    const titleCase = spanishWords.flatMap(([key, text]) =>
      text
        .split(/[\n.?!:·—(]/u)
        .map((part) => part.match(/[\p{L}\d-]+/gu) ?? [])
        .filter((words) => words.length > 1 && words.length <= 6)
        .flatMap((words) => words.slice(1))
        .filter((word) => /^\p{Lu}/u.test(word) && !['IA', 'API', 'Mis'].includes(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(titleCase).toEqual([]);
  });

  it('opens every question with ¿ and every exclamation with ¡, and closes them', () => {
    const unbalanced = spanishWords.flatMap(([key, text]) => {
      for (const [open, close] of [
        ['¿', '?'],
        ['¡', '!'],
      ] as const) {
        let depth = 0;
        for (const character of text) {
          if (character === open) depth += 1;
          if (character === close) depth -= 1;
          if (depth < 0 || depth > 1) return [key];
        }
        if (depth !== 0) return [key];
      }
      return [];
    });
    expect(unbalanced).toEqual([]);
  });

  it('leaves no space before a closing mark and no double space', () => {
    expect(matching(/ [,.;:?!)]|[^\S\n]{2}/u)).toEqual([]);
  });

  it('writes one term for each of the glossary’s English ones, wherever the English says it', () => {
    // The glossary's terms (docs/languages.md#glossary). Each row: the English words, the Spanish
    // that must be there, and the keys that say it otherwise on purpose (with why).
    const glossary: [RegExp, RegExp, string[]][] = [
      [/\bappointments?\b/i, /\bcitas?\b/i, []],
      [/\bdoctors?\b/i, /\bmédic[oa]s?\b/i, []],
      [/\bpatients?\b/i, /\bpacientes?\b/i, []],
      [/\bwaitlist\b/i, /\blista de espera\b/i, []],
      [/\bbooking reference\b/i, /\bnúmero de referencia\b/i, []],
      [/\breschedul/i, /\breprogram/i, []],
      [/\bfamily members?\b/i, /\bfamiliar(es)?\b/i, []],
      [/\bclinic time\b/i, /\bhora de la clínica\b/i, []],
      [/\bpassword/i, /\bcontraseña/i, []],
      [/\bpatient record\b/i, /\bexpediente de paciente\b/i, []],
      [/\bemergency room\b/i, /\bsala de emergencias\b/i, []],
      [/\bemergency\b/i, /\bemergencias?\b/i, []],
      [/\bmy appointments\b/i, /\bmis citas\b/i, []],
      [/\btime off\b/i, /\bausencia/i, []],
      [/\bvisits?\b/i, /\b(consultas?|citas?)\b/i, []],
      [/\bcancel/i, /\bcanc[eé]l/i, []],
      [/\be-?mail/i, /\bcorreo\b|\bescriba a\b/i, []],
      // 'Login' is the account's user name on the claim page: 'su usuario'.
      [/\blog ?in\b/i, /\bsesión\b/i, ['claim.intro']],
    ];
    const missing = glossary.flatMap(([inEnglish, inSpanish, onPurpose]) =>
      [...english]
        .filter(([key]) => !NOT_SPANISH.has(key) && !onPurpose.includes(key))
        .filter(([, text]) => inEnglish.test(wordsOf(text)))
        .filter(([key]) => !inSpanish.test(wordsOf(spanish.get(key) ?? '')))
        .map(([key]) => `${key}: ${String(inEnglish)} without ${String(inSpanish)}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps every number of the English: 911, temperatures, readings, hours, days', () => {
    const numbers = (text: string): string[] => text.match(/\d+(?:[./]\d+)?/g) ?? [];
    const lost = [...english].flatMap(([key, text]) => {
      const inSpanish = numbers(wordsOf(spanish.get(key) ?? ''));
      const gone = numbers(wordsOf(text)).filter((number) => !inSpanish.includes(number));
      return gone.length ? [`${key}: ${gone.join(', ')}`] : [];
    });
    expect(lost).toEqual([]);
  });

  it('names 911 in every message whose English does', () => {
    const without = [...english]
      .filter(([, text]) => text.includes('911'))
      .filter(([key]) => !(spanish.get(key) ?? '').includes('911'))
      .map(([key]) => key);
    expect(without).toEqual([]);
  });
});

describe("the Spanish catalog's times", () => {
  const timed = [...english].filter(([key]) => timeSkeletons(spanish.get(key) ?? '').length);

  it.each(timed.map(([key]) => key))(
    'writes %s on the English clock: 12-hour where the English is, 24-hour where it is',
    (key) => {
      const hourOf = (skeleton: string) => skeleton.replace(/[^hHkK]/g, '').charAt(0);
      const inEnglish = timeSkeletons(english.get(key) ?? '').map(hourOf);
      const inSpanish = timeSkeletons(spanish.get(key) ?? '');
      expect(inSpanish.map(hourOf)).toEqual(inEnglish);
      // In 'es', a day period ('a') asks Intl for hour12, whose Spanish clock runs 0–11: noon
      // would read '0:15 p. m.'. 'h' alone keeps 1–12 and the 'p. m.'.
      expect(inSpanish.filter((skeleton) => /h/.test(skeleton) && /a/.test(skeleton))).toEqual([]);
    },
  );

  it.each(timed.map(([key]) => key))('writes noon in %s as 12, not 0', (key) => {
    const noon = new Date('2026-11-23T17:15:00Z');
    const values = { start: noon, at: noon, until: noon, joined: noon, open: noon, close: noon };
    const text = formatMessage('es', key, values).replace(/\s/g, ' ');
    expect(text).toMatch(/\b12:15\b/);
    expect(text).not.toMatch(/\b0:15\b/);
  });

  it('finds the messages with times (the check can fail)', () => {
    expect(timed.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'appointments.when',
        'offer.when',
        'email.date',
        'calendarFile.when',
      ]),
    );
    expect(timeSkeletons('{start, time, ::hmma}')).toEqual(['hmma']);
  });
});

describe("the Spanish catalog's buttons", () => {
  // Buttons and short controls whose box is sized for the English words (the catalogs' keys).
  const BUTTONS = [
    'account.loginButton',
    'account.registerButton',
    'appointments.bookNew',
    'appointments.cancelButton',
    'appointments.reschedule',
    'booking.schedule',
    'booking.moveButton',
    'booking.leave',
    'booking.typeDateInstead',
    'chat.openButton',
    'chat.sendButton',
    'claim.button',
    'family.addButton',
    'family.saveButton',
    'family.edit',
    'family.remove',
    'frontDesk.bookButton',
    'frontDesk.confirmCancel',
    'frontDesk.confirmReschedule',
    'frontDesk.findButton',
    'frontDesk.claimLinkSend',
    'frontDesk.keepAffected',
    'frontDesk.addTimeOff',
    'frontDesk.addClosure',
    'frontDesk.today',
    'frontDesk.print',
    'offer.offerBook',
    'offer.offerMove',
    'offer.offerSeeAppointments',
    'waitlist.join',
    'waitlist.leave',
  ];

  it.each(BUTTONS)('keeps %s within 1.5 times its English length plus 8 characters', (key) => {
    const inEnglish = english.get(key) ?? '';
    expect(inEnglish).not.toBe('');
    expect((spanish.get(key) ?? '').length).toBeLessThanOrEqual(
      Math.ceil(inEnglish.length * 1.5) + 8,
    );
  });
});
