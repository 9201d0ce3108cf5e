import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { ChatSlot } from '@/components/chat/chat-slot';
import { Footer } from '@/components/layout/footer';
import { NavBar } from '@/components/layout/nav-bar';
import { NotifierInstaller } from '@/components/layout/notifier-installer';
import { RouteFocus } from '@/components/layout/route-focus';
import { StorageNotice } from '@/components/layout/storage-notice';
import { StoreHydrator } from '@/components/layout/store-hydrator';
import { clinic } from '@/lib/env';

export const metadata: Metadata = {
  title: { default: `${clinic.name} · Book a doctor online`, template: `%s · ${clinic.name}` },
  description: `Book a 30-minute appointment with a doctor at ${clinic.name}: cardiology, dermatology, neurology, family medicine and orthopedics.`,
  icons: { icon: '/favicon.svg' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5f7a',
};

/** The shell of every page: navigation, main content, footer and the chat widget's slot (SPEC §2). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <StoreHydrator />
        <NotifierInstaller />
        <RouteFocus />
        <NavBar />
        <StorageNotice />
        <main id="main" className="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <ChatSlot />
      </body>
    </html>
  );
}
