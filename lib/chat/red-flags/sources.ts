/**
 * Public pages several red-flag categories follow (docs/chat.md#red-flags); a page only one
 * category follows is written in its file.
 */
import type { RedFlagSource } from './category';

/** The emergency signs 14 categories follow; the only source of 5 of them. */
export const NHS_999: RedFlagSource = {
  name: "NHS, 'When to call 999'",
  url: 'nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999',
};
/** Meningitis and sepsis, and fever during chemotherapy. */
export const NICE_SEPSIS: RedFlagSource = {
  name: "NICE NG51, 'Suspected sepsis'",
  url: 'nice.org.uk',
};
/** Severe burns and smoke inhalation. */
export const NHS_BURNS: RedFlagSource = {
  name: "NHS, 'Burns and scalds'",
  url: 'nhs.uk/conditions/burns-and-scalds',
};
/** Diabetic ketoacidosis, and a diabetic who can't keep fluids down. */
export const NHS_DKA: RedFlagSource = {
  name: "NHS, 'Diabetic ketoacidosis'",
  url: 'nhs.uk/conditions/diabetic-ketoacidosis',
};
