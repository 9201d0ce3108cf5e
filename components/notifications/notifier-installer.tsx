'use client';

import { useEffect } from 'react';
import { installEmailNotifier } from '@/lib/notifications/install';

/**
 * Installs the e-mail notifier once the page is in the browser (docs/product.md#e-mail-notices).
 * It loads nothing by itself: the EmailJS library is fetched by the first e-mail sent.
 */
export function NotifierInstaller() {
  useEffect(() => {
    installEmailNotifier();
  }, []);
  return null;
}
