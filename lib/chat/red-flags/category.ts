import type { CategoryRules } from './phrases';

/** A public page a category's signs and answer follow. */
export interface RedFlagSource {
  /** Publisher and title, e.g. "NHS, 'Carbon monoxide poisoning'". */
  name: string;
  /** Address without the scheme, e.g. 'nhs.uk/conditions/carbon-monoxide-poisoning'. */
  url: string;
}

/**
 * One red-flag category, whole in one file of ./categories/ for a clinician to review
 * (docs/chat.md#red-flags, lib/chat/red-flags/README.md): its rules (any one raises the flag,
 * except in a general question naming no one unless `general`), its label, its place in the
 * check order, its answer and its sources.
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
}
