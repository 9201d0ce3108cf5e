import type { RedFlagCategory } from '../category';
import { FEVER } from '../fragments';

/** Any message about a baby under 3 months with a fever, even asked as a question. */
export const FEVERISH_BABY = {
  id: 'feverish-baby',
  label: 'Baby under 3 months with 38 °C / 100.4 °F',
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
  answer:
    'A baby under 3 months with a temperature of 38 °C (100.4 °F) or more needs to be seen by a doctor urgently, even if they seem well. Go to the nearest emergency room now, or call 911 if the baby is floppy, hard to wake, has a rash or is breathing fast. Ask a doctor before giving any fever medicine.',
  sources: [{ name: "NICE NG143, 'Fever in under 5s'", url: 'nice.org.uk' }],
  order: 18,
} as const satisfies RedFlagCategory;
