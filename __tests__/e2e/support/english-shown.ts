import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect } from './fixtures';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

/*
 * The check that a Spanish page shows no English catalog text (docs/languages.md#catalogs),
 * shared by the Spanish specs.
 */

/**
 * The words of every English catalog message that Spanish words differently: each run of plain
 * text of the message, its select cases' included ('Upcoming', 'Booked:'), of 3 characters or more.
 */
function englishOnlyTexts(): string[] {
  const texts = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal && element.value.trim().length >= 3)
        texts.add(element.value.trim());
      if (element.type === TYPE.tag) walk(element.children);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  for (const [namespace, messages] of Object.entries(en)) {
    const spanish = (es as Record<string, Record<string, string>>)[namespace] ?? {};
    for (const [key, text] of Object.entries(messages as Record<string, string>)) {
      if (text !== spanish[key]) walk(parse(text));
    }
  }
  return [...texts];
}

/**
 * The English catalog texts `page` shows: a text node or an accessible label equal to one, or
 * containing a long one (a sentence, not a word like 'Home' that Spanish may share a stem with).
 */
export async function englishShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Scripts carry the page's payload (the English 404 fallback every render includes), not
      // what the page shows.
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  return englishOnlyTexts().filter((english) =>
    shown.some((text) => text === english || (english.length > 20 && text.includes(english))),
  );
}

/**
 * Checks `page` is a Spanish page (`<html lang="es">`) showing no English catalog text
 * ({@link englishShown}), and that axe finds no violation on it.
 */
export async function expectSpanishPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);
}
