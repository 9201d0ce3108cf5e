'use client';

import { useSyncExternalStore } from 'react';
import { clinic } from '@/lib/env';

const BUILD_YEAR = new Date().getFullYear();
const noSubscription = () => () => {};

/** The footer of SPEC §2: copyright with the visitor's current year (not the build's), and how to reach the clinic. */
export function Footer() {
  const year = useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
  return (
    <footer className="site-footer">
      <p>
        © {year} {clinic.name}. All rights reserved.
      </p>
      <p>
        Call <a href={`tel:${clinic.phone.replace(/[^+0-9]/g, '')}`}>{clinic.phone}</a> or write to{' '}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>. In an emergency, call 911.
      </p>
    </footer>
  );
}
