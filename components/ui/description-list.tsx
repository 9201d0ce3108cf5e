import type { ReactNode } from 'react';

/**
 * A `<dl>` of term/description pairs, each pair in its own `<div>` (the grouping the styles lay
 * out as rows). Terms must be unique within one list: they key the rows.
 */
export function DescriptionList({
  className,
  items,
}: {
  className: string;
  items: readonly (readonly [term: string, description: ReactNode])[];
}) {
  return (
    <dl className={className}>
      {items.map(([term, description]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
