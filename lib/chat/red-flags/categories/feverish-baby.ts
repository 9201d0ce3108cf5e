import type { RedFlagCategory } from '../category';
import { FEVER } from '../fragments';
import { FIEBRE } from '../fragments-es';

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
  spanish: {
    rules: [
      {
        reading: 'age in months',
        below: 3,
        orElse: [
          '(recien nacido|recien nacida|recien nacidos)',
          '(menos de|menor de|todavia no cumple|aun no cumple|no tiene ni) (3|tres) meses',
          '(1|2|un|dos) (mes|meses) de (nacido|nacida|edad|vida)',
          '(#1-12|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) semanas de (nacido|nacida|edad|vida)',
          '#0-20 dias de (nacido|nacida|vida)',
          '(bebe|bebito|bebita|nino|nina|hijo|hija|nene|nena) de (1|2|un|una|dos) (mes|meses)',
          '(bebe|bebito|bebita|nino|nina|hijo|hija|nene|nena) de (#1-12|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce) semanas',
        ],
        with: [FIEBRE],
      },
    ],
    answer:
      'Un bebé de menos de 3 meses con una temperatura de 38 °C (100.4 °F) o más necesita que lo vea un médico con urgencia, aunque parezca estar bien. Vaya ahora a la sala de emergencias más cercana, o llame al 911 si el bebé está flojito, le cuesta despertar, tiene un sarpullido o respira rápido. Pregunte a un médico antes de darle cualquier medicina para la fiebre.',
  },
} as const satisfies RedFlagCategory;
