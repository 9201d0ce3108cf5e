import { ApiTestView } from '@/components/debug/api-test-view';
import { debugPageMetadata } from '@/components/debug/page-metadata';

export const metadata = debugPageMetadata('API Test', 'checks the connection to the backend.');

/** /api-test (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function ApiTestPage() {
  return <ApiTestView />;
}
