import type { CategoryRules } from '../phrases';

/* Thoughts of suicide or self-harm, in the phrase syntax of ../phrases.ts (NHS, 'Help for suicidal thoughts'). */

const SELF_HARM = [
  '(suicide|suicidal|selfharm)',
  '(kill|killing|harm|harming) myself',
  '(end|ending) (my|it) own? life',
  '(end|ending) it all',
  '(take|taking) my own? life',
  '(want|wants|wanted|wanting|wanna|going|ready|wish|wishes) to? die',
  'want to be dead',
  'wish i (was|were) (dead|gone|never born)',
  'better off (dead|without me)',
  '(all|everyone|everybody) (be|would be|is) better off',
  'do not want to (live|be alive|be here|exist|wake up)',
  'no (reason|point) (to|in) (live|living|going on|carrying on)',
  'nothing left? to live for',
  '(life is)? not worth living',
  'tired of (living|being alive)',
  'self (harm|harming|injury)',
  '(want|wanting|going|urge|urges|thinking about|thought about|plan|planning) to? (hurt|cut|harm|burn) myself',
  'cutting myself',
  '(cut|cutting|hurt|hurting|burned|burning) myself again',
  '(hurting|cut) myself on purpose',
  '(a|the)? plan to end (it|things|my life)',
  '(no one|nobody|noone) (would|will|is going to) (miss|care about|notice) (me|if i)',
  'want (everything|it all|this|my life) to (end|stop|be over)',
  '(pills|rope|gun|knife) (are|is)? ready',
  '(do not|cannot|no longer|never) see (the|any) point in (living|going on|life|being alive)',
  '(going|want|planning) to end (it|things)',
  '(should|could|might|will|gonna|going to|want to|wanna|ready to) just? end (it|things|everything|my life) !(with|for|by|there|now|early|on|off)',
  '(planning|plan|going|want|wanna|thinking about|thought about|decided) to? (overdose|od)',
  '(overdose|overdosed) on purpose',
  '(took|taken|swallowed) {0-4} on purpose',
  '(hang|shoot) myself',
  'slit my wrists',
  'jump off (a|the) (bridge|building|roof)',
  '(take|took|taken|swallow|swallowed|taking) all (my|of my|the|his|her) (pills|tablets|meds|medication)',
  'not be (here|around) (anymore|any more|tomorrow)',
  'never wake up',
];

/** Any mention, even in the past or as a question: thoughts of suicide are always answered. */
export const SELF_HARM_RULES: CategoryRules = {
  general: true,
  rules: [{ phrases: SELF_HARM, history: false }],
};
