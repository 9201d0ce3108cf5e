import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/page-metadata';

export const generateMetadata = () => siteMetadata('en');

/** The English pages at the original routes (docs/languages.md#routes). */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  // No middleware in a static export: the layout names its tree's language (docs/languages.md#routes).
  setRequestLocale('en');
  return <SiteShell locale="en">{children}</SiteShell>;
}
