import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
// The shell's sheets, in cascade order; the build joins them with globals.css into one file
// (docs/style.md#styles). A page's own sheet comes with its page's component.
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';
import { ChatSlot } from '@/components/chat/chat-slot';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { NotifierProvider } from '@/components/notifications';
import { RouteFocus } from '@/components/layout/route-focus';
import { ServiceWorkerRegistration } from '@/components/layout/service-worker';
import { StorageNotice } from '@/components/layout/storage-notice';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import { clinic } from '@/lib/clinic';
import { basePath, isPreview } from '@/lib/config/env';
import { layoutTexts } from '@/lib/layout/texts';
import { STORAGE_KEYS } from '@/lib/storage/keys';

export const metadata: Metadata = {
  title: { default: `${clinic.name} · Book a doctor online`, template: `%s · ${clinic.name}` },
  description: `Book a 30-minute appointment with a doctor at ${clinic.name}: cardiology, dermatology, neurology, family medicine and orthopedics.`,
  // Public files are not under Next.js's asset prefix: the base path is added by hand.
  icons: { icon: `${basePath}/favicon.svg` },
  // A preview deploy is never indexed (docs/hosting.md#previews).
  ...(isPreview ? { robots: { index: false, follow: false } } : {}),
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5f7a',
};

/**
 * Runs before the first paint and marks whether a session is stored (`<html data-session>`), so
 * the home page can show its anonymous hero with the static HTML instead of after the scripts,
 * without a logged-in visitor ever seeing it flash (LCP; components/home/home-view.tsx).
 * Reads only whether the key exists. Its sha256 goes into the CSP (scripts/security-headers.mjs).
 */
const SESSION_MARK_SCRIPT = `try{document.documentElement.dataset.session=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.session)})===null?'out':'in'}catch(e){document.documentElement.dataset.session='in'}`;

/** The shell of every page: navigation, main content, footer and the chat widget's slot (docs/product.md#routes). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The mark script adds an attribute to <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: SESSION_MARK_SCRIPT }} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {layoutTexts.skipLink}
        </a>
        <StoreHydrator />
        <NotifierProvider>
          <RouteFocus />
          <PreviewBanner />
          <NavBar />
          <StorageNotice />
          <ServiceWorkerRegistration />
          <main id="main" className="main" tabIndex={-1}>
            {children}
          </main>
          <Footer />
          <ChatSlot />
        </NotifierProvider>
      </body>
    </html>
  );
}
