import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => siteMetadata('es');

/** The Spanish pages under /es/ (docs/languages.md#routes). */
export default function SpanishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="es">{children}</SiteShell>;
}
