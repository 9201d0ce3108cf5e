import { EmailTestView } from '@/components/debug/email-test-view';
import { debugPageMetadata } from '@/components/debug/page-metadata';

export const metadata = debugPageMetadata('Email Test', 'e-mail settings and a test send.');

/** /email-test (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function EmailTestPage() {
  return <EmailTestView />;
}
