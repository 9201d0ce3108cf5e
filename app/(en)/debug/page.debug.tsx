import { DebugInfoView } from '@/components/debug/debug-info-view';
import { debugPageMetadata } from '@/components/debug/page-metadata';

export const metadata = debugPageMetadata('Debug Info', 'build settings and browser facts.');

/** /debug (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function DebugPage() {
  return <DebugInfoView />;
}
