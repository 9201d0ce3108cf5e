import type { Metadata } from 'next';
import { EmailTestView } from '@/components/debug/email-test-view';

export const metadata: Metadata = {
  title: 'Email Test',
  description: 'Debug build only: e-mail settings and a test send.',
  robots: { index: false, follow: false },
};

/** /email-test (docs/product.md#routes), built only with NEXT_PUBLIC_DEBUG=true (next.config.mjs). */
export default function EmailTestPage() {
  return <EmailTestView />;
}
