/**
 * @jest-environment node
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * The catalogs (docs/languages.md#catalogs) say the same things: every key of one is in the other,
 * every message is valid ICU, and each message takes the same arguments and tags in both, so a
 * component that gives English its arguments gives Spanish them too.
 */

/** Every message of a nested catalog, by its dotted key ('layout.navMenu'). */
function flatten(catalog: object, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const entry of flatten(value as object, path)) messages.set(...entry);
  }
  return messages;
}

/** The arguments and tags of a parsed message, with their kind: 'name:argument', 'b:tag'. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      found.add(`${element.value}:${TYPE[element.type]}`);
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(elements);
  return [...found].sort();
}

const english = flatten(en);
const spanish = flatten(es);

describe('the message catalogs', () => {
  it('have the same keys', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('give %s the same ICU arguments in both languages', (key) => {
    const inEnglish = argumentsOf(parse(english.get(key) ?? ''));
    expect(argumentsOf(parse(spanish.get(key) ?? ''))).toEqual(inEnglish);
  });

  it('leave no Spanish message equal to its English one but names and the offer of Spanish', () => {
    // The switch's link is each language's own name; the offer is always in Spanish.
    const sameOnPurpose = ['language.offerText', 'language.offerLink'];
    const untranslated = [...english]
      .filter(([key, text]) => spanish.get(key) === text && !sameOnPurpose.includes(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('catch a message whose arguments differ (the check can fail)', () => {
    expect(argumentsOf(parse('Hola, {nombre}'))).not.toEqual(
      argumentsOf(parse(english.get('layout.navGreeting') ?? '')),
    );
  });
});
