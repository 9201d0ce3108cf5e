import { within } from '@testing-library/react';

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
