import type { Metadata } from 'next';
import { ApiTestView } from '@/components/debug/api-test-view';

export const metadata: Metadata = {
  title: 'API Test',
  description: 'Debug build only: checks the connection to the backend.',
  robots: { index: false, follow: false },
};

/** /api-test (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function ApiTestPage() {
  return <ApiTestView />;
}
