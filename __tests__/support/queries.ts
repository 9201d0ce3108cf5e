import { screen, within } from '@testing-library/react';

/**
 * The card (`<article>`) of the list that shows `reason`.
 * @throws when no card shows it.
 */
export function cardFor(reason: string): HTMLElement {
  const card = screen.getByText(reason).closest('article');
  if (!card) throw new Error(`no card for '${reason}'`);
  return card;
}

/**
 * The `<dd>` that follows the `<dt>` reading `term` inside `container`: a card's "Reason", "When"
 * or booking reference, as a Testing Library custom query.
 * @throws when there is none or more than one, as getByText does.
 */
export function detailIn(container: HTMLElement, term: string): HTMLElement {
  return within(container).getByText(
    (_, element) =>
      element?.tagName === 'DD' && element.previousElementSibling?.textContent === term,
  );
}
