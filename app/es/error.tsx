'use client';

// The Spanish pages' boundary is the English one, which writes the page's language (docs/languages.md#catalogs).
export { default } from '@/app/(en)/error';
