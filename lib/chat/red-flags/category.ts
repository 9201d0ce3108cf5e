import type { CategoryRules, PhraseRule } from './phrases';

/** A public page a category's signs and answer follow. */
export interface RedFlagSource {
  /** Publisher and title, e.g. "NHS, 'Carbon monoxide poisoning'". */
  name: string;
  /** Address without the scheme, e.g. 'nhs.uk/conditions/carbon-monoxide-poisoning'. */
  url: string;
}

/**
 * A category's Spanish side (docs/chat.md#red-flags): rules written for how Spanish speakers in
 * the US describe the emergency, read against the Spanish reading of a message (accents folded,
 * Spanish negation, clause and history words), and the answer in Spanish.
 */
interface SpanishSide {
  /** Any one raises the flag, as the English rules do; `general` is the category's. */
  rules: readonly PhraseRule[];
  /**
   * The answer in neutral Latin-American Spanish with the formal 'usted' and the terms US
   * clinics use ('sala de emergencias'); the Spanish emergency line follows it.
   */
  answer: string;
}

/**
 * One red-flag category, whole in one file of ./categories/ for a clinician to review
 * (docs/chat.md#red-flags, lib/chat/red-flags/README.md): its rules (any one raises the flag,
 * except in a general question naming no one unless `general`), its label, its place in the
 * check order, its answer and its sources, and its Spanish rules and answer.
 */
export interface RedFlagCategory extends CategoryRules {
  /** Lower-case words joined by hyphens, as the triage corpus and report name it: 'chest-pain'. */
  id: string;
  /** A short English name, for reports (not shown to visitors). */
  label: string;
  /**
   * Its place in the order messages are checked in, 1 first; the first category found wins.
   * ./categories/index.ts lists the categories in this order.
   */
  order: number;
  /**
   * What the assistant says first (docs/decisions/007-assistant-safety-first.md): what to do
   * now, then where to get help; the emergency line and the clinic's number follow it.
   */
  answer: string;
  /** The public pages it follows; the first is the one the answer's advice comes from. */
  sources: readonly RedFlagSource[];
  /** Its Spanish rules and answer. */
  spanish: SpanishSide;
}
