/** @jest-environment node */
import {
  correctTypo,
  detectRedFlag,
  findRedFlag,
  normaliseMessage,
  type RedFlag,
} from '@/lib/chat/red-flags';
import { itReads } from '../../../support/tables';

const spanish = (text: string) => normaliseMessage(text, 'es');

describe('the Spanish reading (docs/chat.md#red-flags)', () => {
  itReads('reads %j as %j', spanish, [
    // Accents folded and 'ñ' read as 'n', so a missing accent matches.
    ['¿Le duele el corazón?', '| le duele el corazon |'],
    ['Mi niño no respira', 'mi nino no respira'],
    ['el bebé tiene un año', 'el bebe tiene un ano'],
    // Chat spellings spelled out; clause words marked, so negation stops at 'pero' and 'y'.
    [
      'q hago, toy sola xq mi esposo no contesta',
      'que hago | estoy sola porque mi esposo no contesta',
    ],
    ['no tiene fiebre pero no respira', 'no tiene fiebre | pero no respira'],
  ]);

  it('leaves English messages read as before', () => {
    expect(normaliseMessage("I CAN'T breathe")).toBe('i cannot breathe');
    expect(normaliseMessage('café')).toBe('cafe');
  });
});

describe('Spanish typos', () => {
  itReads('reads %j as %j', (word: string) => correctTypo(word, 'es'), [
    ['convulcion', 'convulsion'],
    ['enbarazada', 'embarazada'],
    ['sangrano', 'sangrando'],
    ['respirr', 'respirar'],
    // Beginnings that sound alike: a dropped 'h', 'b' for 'v', 's' for 'c', 'y' for 'll'.
    ['inchada', 'hinchada'],
    ['bomitando', 'vomitando'],
    ['setonas', 'cetonas'],
    ['pastiyas', 'pastillas'],
  ]);

  // Spanish inflections put most everyday words one letter from a rule word: none is corrected.
  it.each([
    'ahora',
    'color',
    'medico',
    'tener',
    'estos',
    'muela',
    'sentado',
    'cambiar',
    'llamar',
    'derramo',
    'sierra',
    'bloqueador',
    'hombre',
    'marzo',
    'inyeccion',
    'construccion',
  ])('leaves the real word %j as typed', (word) => {
    expect(correctTypo(word, 'es')).toBe(word);
  });
});

describe('findRedFlag', () => {
  itReads('answers %j in %j', (text: string) => findRedFlag(text)?.language, [
    // More Spanish words than English ones: Spanish, whatever rules matched.
    ['me duele mucho el pecho', 'es'],
    ['tengo chest pain', 'es'],
    ['my mom no puede respirar', 'es'],
    // Neither: the language whose rules know the word as typed.
    ['hipotermia', 'es'],
    ['hypothermia', 'en'],
    // A word of both, and no page language: the rules that matched first, English.
    ['sepsis', 'en'],
    ['I have chest pain', 'en'],
  ]);

  it("breaks a tie with the page's language when it is given", () => {
    expect(findRedFlag('sepsis', 'es')).toEqual({ flag: 'meningitis-sepsis', language: 'es' });
    expect(findRedFlag('me duele el pecho', 'en')).toEqual({ flag: 'chest-pain', language: 'es' });
  });

  it('reads an English message with the English rules alone', () => {
    // The Spanish rules know no English history words: this is about the past.
    expect(detectRedFlag('my aunt had meningitis as a child, are my kids vaccinated')).toBeNull();
  });

  const cases: [string, RedFlag | null][] = [
    // The phrases, with and without accents.
    ['me duele el pecho', 'chest-pain'],
    ['se me durmió el brazo y estoy sudando frío', 'chest-pain'],
    ['ya no quiero vivir', 'self-harm'],
    ['no puedo respirar', 'trouble-breathing'],
    ['No puedo respirár', 'trouble-breathing'],
    ['dolor de pecho', 'chest-pain'],
    ['me quiero morir', 'self-harm'],
    ['sangrado abundante que no para', 'severe-bleeding'],
    // Phone-keyboard slips and chat spellings in those words.
    ['no puedo respiar', 'trouble-breathing'],
    ['dolor d pexo', 'chest-pain'],
    ['me kiero morir', 'self-harm'],
    ['sangrdo abundnate que no para', 'severe-bleeding'],
    // Figures of speech, negations, the past and general questions are no alarm.
    ['me muero de hambre', null],
    ['casi me da un infarto con la factura', null],
    ['me quiero morir de la vergüenza', null],
    ['no me duele el pecho', null],
    ['tuve un infarto hace tres años', null],
    ['¿cuáles son los síntomas de un derrame cerebral?', null],
    ['creo que es meningitis', 'meningitis-sepsis'],
    // 'Hace mucho calor' is the weather now; 'hace mucho que…' is the past.
    ['hace mucho calor y mi abuela está confundida', 'heat-stroke'],
    ['hace mucho que tuve un infarto', null],
  ];

  it.each(cases)('files %j as %s', (text, expected) => expect(detectRedFlag(text)).toBe(expected));
});
