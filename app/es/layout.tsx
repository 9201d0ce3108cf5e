import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => siteMetadata('es');

/** The Spanish pages under /es/ (docs/languages.md#routes). */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  // No middleware in a static export: the layout names its tree's language (docs/languages.md#routes).
  setRequestLocale('es');
  return <SiteShell locale="es">{children}</SiteShell>;
}
