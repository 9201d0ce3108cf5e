import { FEVER_CELSIUS } from '../../temperature';
import type { CategoryRules, Reading } from '../phrases';

/** A stated temperature of 38 °C / 100.4 °F or more, or fever words without a number; meningitis reads it too. */
export const FEVER: Reading = {
  reading: 'temperature',
  atLeast: FEVER_CELSIUS,
  orElse: [
    '(fever|fevers|feverish|febrile|temp)',
    '(high|a)? temperature',
    '(hot to the touch|burning up|running hot)',
    '(very|really|so|burning) hot',
    '(feel|feels) hot',
  ],
};

/** Any message about a baby under 3 months with a fever, even asked as a question. */
export const FEVERISH_BABY: CategoryRules = {
  general: true,
  rules: [
    {
      reading: 'age in months',
      below: 3,
      orElse: [
        'newborn',
        '(under|less than|younger than|not yet) (3|three) months',
        '(1|2|one|two) (month|months) old',
        '(#1-12|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (week|weeks) old',
        '#0-20 (day|days) old',
      ],
      with: [FEVER],
    },
  ],
};
