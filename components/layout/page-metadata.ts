import type { Metadata } from 'next';

/**
 * The metadata of a page reached only through a personal link or by staff
 * (docs/product.md#routes): its title and description, and no indexing by search engines, since
 * such a page has nothing to show a stranger.
 * @param title - The page title, e.g. 'Schedule'.
 * @param description - One sentence saying what the page is for.
 */
export function unlistedPageMetadata(title: string, description: string): Metadata {
  return { title, description, robots: { index: false } };
}
