import type { Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
// The shell's sheets, in cascade order; the build joins them with globals.css into one file
// (docs/style.md#styles). A page's own sheet comes with its page's component.
import '@/components/ui/ui.css';
import '@/components/layout/layout.css';
import '@/components/chat/chat.css';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5f7a',
};

/**
 * The root of both languages' trees (docs/languages.md#routes): it only passes its children
 * through, since `<html lang>` is each language's own layout's, `app/(en)/layout.tsx` and
 * `app/es/layout.tsx`, and the 404 page's.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
