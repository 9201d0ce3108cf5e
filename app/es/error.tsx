'use client';

// The Spanish pages' boundary is the English one: its texts are still English (docs/languages.md#what-is-still-english).
export { default } from '@/app/(en)/error';
