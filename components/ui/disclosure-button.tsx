import type { ReactNode, Ref } from 'react';

/** Props of {@link DisclosureButton}. */
export interface DisclosureButtonProps {
  /** The id of the region the button shows and hides (aria-controls). */
  controls: string;
  /** Whether that region is shown now (aria-expanded). */
  expanded: boolean;
  onClick: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/**
 * A button that shows and hides a region of the page, the WAI-ARIA disclosure pattern: it says
 * whether the region is shown (aria-expanded) and which one it is (aria-controls).
 */
export function DisclosureButton({
  controls,
  expanded,
  onClick,
  className,
  ref,
  children,
}: DisclosureButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
