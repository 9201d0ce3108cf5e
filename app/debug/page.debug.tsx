import type { Metadata } from 'next';
import { DebugInfoView } from '@/components/debug/debug-info-view';

export const metadata: Metadata = {
  title: 'Debug Info',
  description: 'Debug build only: build settings and browser facts.',
  robots: { index: false, follow: false },
};

/** /debug (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function DebugPage() {
  return <DebugInfoView />;
}
