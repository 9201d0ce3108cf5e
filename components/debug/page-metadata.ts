import type { Metadata } from 'next';

/**
 * The metadata of a debug page (docs/debug.md): its title, a description that
 * says it exists in the debug build only, and no indexing by search engines.
 * @param title - The page title, e.g. 'API Test'.
 * @param purpose - What the page does, e.g. 'checks the connection to the backend.'
 */
export function debugPageMetadata(title: string, purpose: string): Metadata {
  return {
    title,
    description: `Debug build only: ${purpose}`,
    robots: { index: false, follow: false },
  };
}
