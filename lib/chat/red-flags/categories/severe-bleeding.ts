import type { RedFlagCategory } from '../category';
import { NHS_999 } from '../sources';

const HEAVY_BLEEDING = [
  'amputated',
  '(severe|severely|heavy|heavily|profuse|profusely|uncontrolled|uncontrollable|uncontrollably|massive|badly|serious|major|a lot of|lots of|so much|tons of|pouring|gushing|spurting|squirting|pumping) {0-1} (bleeding|bleed|bleeds|blood|bled)',
  '(bleeding|bleed|bleeds|bled) {0-1} (severely|heavily|profusely|badly|uncontrollably|everywhere|a lot|so much|like crazy|through)',
  '(bleeding|bleed|blood|bleeds) {0-6} (will not|does not|did not|not|is not|cannot|has not) (stop|stopping|slow|slowing|ease)',
  '(cannot|could not|unable to|will not|would not|does not|did not|is not|not) (stop|slow) {0-2} (bleeding|blood)',
  'blood {0-3} (spurting|pouring|gushing|squirting|pumping|everywhere|all over)',
  'bleeding {0-4} (spurting|spurts|pouring|gushing|squirting|pumping|pulsing)',
  'pool of blood',
  'losing (a lot of|lots of|so much)? blood',
  'lost (a lot of|lots of|so much) blood',
  '(soaked|soaking|soaks) {0-5} (towel|towels|bandage|bandages|cloth|shirt|through)',
  '(nosebleed|nose bleed|bleed|bleeding) {0-4} (gone on|going on|lasted|lasting|been going) (for)? (an hour|over an hour|hours|#20-999 (minutes|mins))',
  '(coughing|coughed|vomiting|vomited|throwing|threw|spitting) up? (a lot of|lots of)? blood',
  'cut {0-4} (artery|to the bone|bone showing|very deep|really deep|gaping)',
  '(deep|gaping) (cut|wound|gash) {0-4} (will not|not|is not|does not) stop',
  'cut off (his|her|my) (finger|toe|hand)',
];

// Spanish: accents folded. A heavy period counts only with a pad an hour, clots or fainting.
const SANGRADO_FUERTE_ES = [
  '(amputado|amputada|amputacion|cercenado|cercenada|hemorragia|desangrando|desangra|desangrarse)',
  '(se corto|se volo|se arranco|perdio) {0-2} (dedo|dedos|mano|pie) (completo|completa|entero|entera|de un tajo)',
  '(mucha|muchisima|tanta|demasiada|un monton de|bastante|chorros de|litros de) sangre',
  '(sangra|sangrando|sangrado|sangro|sangran) {0-1} (mucho|muchisimo|demasiado|abundante|abundantemente|a chorros|sin parar|un monton|horrible|bien feo|fuerte|sin control|por todos lados|por todas partes)',
  '(no|no le|no se le|no me|no se me) (para|paran|deja|dejan|detiene|detienen|quita|corta|podemos parar|puedo parar|puedo detener|para de|deja de) {0-2} (sangrar|sangre|el sangrado|la sangre|la hemorragia)',
  '(sangre|sangrado|sangrando|sangra|sangro|herida) {0-6} (no|no se|no le) (para|detiene|quita|corta|deja de salir|para de salir)',
  'sangre {0-3} (a chorros|brotando|chorreando|por todos lados|por todas partes|por todo el piso)',
  '(charco|charcos) de sangre',
  '(empapo|empapado|empapada|empapando|empape) {0-4} (toalla|toallas|vendaje|vendas|venda|trapo|trapos|camisa|gasa|gasas)',
  '(sangrado de nariz|sangra la nariz|sangrado nasal|le sangra la nariz|me sangra la nariz) {0-4} (mas de una hora|una hora|horas|#20-999 minutos)',
  '(vomitando|vomita|vomito|tosiendo|tose|escupiendo|escupe) (mucha|muchisima)? sangre',
  '(corte|cortada|herida) {0-4} (arteria|hasta el hueso|se ve el hueso|muy profundo|muy profunda)',
  '(herida|cortada|corte) (profunda|profundo|muy profunda|abierta) {0-4} (no|no se) (para|detiene|deja)',
];

/** Bleeding that is heavy, spurting or will not stop; a heavy period only with a pad an hour, clots or fainting. */
export const SEVERE_BLEEDING = {
  id: 'severe-bleeding',
  label: 'Heavy bleeding',
  rules: [
    {
      phrases: HEAVY_BLEEDING,
      softenable: true,
      unless: ['(period|periods|menstrual|menstruation|monthly)'],
    },
    {
      phrases: HEAVY_BLEEDING,
      softenable: true,
      with: [
        [
          '(pad|tampon|pads|tampons) every (hour|half hour|30 minutes)',
          '(dizzy|faint|fainting|passing out|clots (the size|bigger|larger))',
        ],
      ],
    },
  ],
  answer:
    'Heavy bleeding needs emergency care. Call 911 now. Press firmly on the wound with a clean cloth and keep pressing; add more cloth on top if it soaks through. Raise the injured part if you can, and keep the person warm and lying down.',
  sources: [NHS_999],
  order: 24,
  spanish: {
    rules: [
      {
        phrases: SANGRADO_FUERTE_ES,
        softenable: true,
        unless: ['(regla|periodo|menstruacion|menstrual)'],
      },
      {
        phrases: SANGRADO_FUERTE_ES,
        softenable: true,
        with: [
          [
            '(toalla|toallas|toallita|toallitas|tampon|tampones) cada (hora|media hora|30 minutos)',
            '(mareada|mareo|desmayo|me desmaye|desmayar|coagulos (grandes|enormes|del tamano))',
          ],
        ],
      },
    ],
    answer:
      'Un sangrado abundante necesita atención de emergencia. Llame al 911 ahora. Presione con firmeza la herida con un trapo limpio y no deje de presionar; si se empapa, ponga más tela encima. Levante la parte herida si puede, y mantenga a la persona abrigada y acostada.',
  },
} as const satisfies RedFlagCategory;
