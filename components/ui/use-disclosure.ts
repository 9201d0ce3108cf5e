import { useRef } from 'react';

/**
 * A disclosure (the WAI-ARIA pattern) over state its owner keeps: the `ref` and the other props
 * of its {@link DisclosureButton} (`{...button}`: aria-controls `controls`, aria-expanded, a
 * click that opens or closes), and `close`, which hides the region and puts focus back on the
 * button, for a Close button or Escape inside the region.
 * @param controls - The id of the region shown and hidden.
 * @param expanded - Whether it is shown now.
 * @param setExpanded - Shows (true) or hides (false) it.
 */
export function useDisclosure(
  controls: string,
  expanded: boolean,
  setExpanded: (expanded: boolean) => void,
) {
  const ref = useRef<HTMLButtonElement>(null);
  const close = () => {
    setExpanded(false);
    ref.current?.focus();
  };
  const onClick = expanded ? close : () => setExpanded(true);
  return { ref, close, button: { controls, expanded, onClick } };
}
