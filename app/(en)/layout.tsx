import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => siteMetadata('en');

/** The English pages at the original routes (docs/languages.md#routes). */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteShell locale="en">{children}</SiteShell>;
}
