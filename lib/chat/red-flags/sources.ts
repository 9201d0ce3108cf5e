/**
 * Public pages several red-flag categories follow (docs/chat.md#red-flags); a page only one
 * category follows is written in its file.
 */
import type { RedFlagSource } from './category';

/** A page as a category's answer cites it: its title and its address without https://. */
const source = (name: string, url: string): RedFlagSource => ({ name, url });

/** The emergency signs 14 categories follow; the only source of 5 of them. */
export const NHS_999 = source(
  "NHS, 'When to call 999'",
  'nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999',
);
/** Meningitis and sepsis, and fever during chemotherapy. */
export const NICE_SEPSIS = source("NICE NG51, 'Suspected sepsis'", 'nice.org.uk');
/** Severe burns and smoke inhalation. */
export const NHS_BURNS = source("NHS, 'Burns and scalds'", 'nhs.uk/conditions/burns-and-scalds');
/** Diabetic ketoacidosis, and a diabetic who can't keep fluids down. */
export const NHS_DKA = source(
  "NHS, 'Diabetic ketoacidosis'",
  'nhs.uk/conditions/diabetic-ketoacidosis',
);
