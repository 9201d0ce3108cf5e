import type { RedFlagCategory } from '../category';
import { HEAT, HEAT_EXHAUSTION } from '../fragments';
import { AGOTAMIENTO_CALOR, CALOR } from '../fragments-es';

const DANGER = [
  '(confused|confusion|disoriented|disorientated|delirious|muddled|incoherent|stumbling|hallucinating|collapsed|collapses|collapsing|keeled over|fainted|seizure|fitting|unresponsive|drowsy|slurring|slurred)',
  '(not making|stopped making|talking) (sense|nonsense|gibberish|rubbish)',
  '(dopey|lethargic|floppy)',
  'dry and (scorching|burning|hot)',
  'cannot think (straight|clearly)',
  'not (himself|herself|themselves|myself)',
  'acting {0-1} (strange|strangely|weird|weirdly|odd|oddly|confused|drunk)',
  '(stopped|not|no longer) sweating',
  '(skin|he|she) {0-3} (hot and dry|dry and hot)',
  '(hot|red) and? dry skin',
  'dry and? hot skin',
  '(passed out|not responding|hard to wake)',
];

// Spanish: accents folded.
const PELIGRO_CALOR_ES = [
  '(confundido|confundida|confusion|desorientado|desorientada|delirando|delira|delirio|incoherente|tambaleando|alucinando|desplomado|desplomada|se desplomo|desmayado|desmayada|se desmayo|convulsion|convulsionando|no responde|somnoliento|somnolienta)',
  '(arrastra|arrastrando) las palabras',
  '(dice|habla|hablando|diciendo) (cosas sin sentido|incoherencias|tonterias)',
  '(no sabe|no sabia) (donde esta|donde estaba|quien es|que dia)',
  '(dejo de|ya no) sudar',
  '(ya no|no esta) sudando',
  '(ya no|no) suda',
  'piel {0-3} (caliente y seca|seca y caliente|roja y seca)',
  'no (es|esta) (el mismo|la misma)',
  '(actua|se comporta|esta) {0-1} (raro|rara|extrano|extrana|como borracho|como borracha)',
];

/** Heatstroke named; heat exhaustion not getting better; heat with confusion, collapse or 40 °C and over (NHS). */
export const HEAT_STROKE = {
  id: 'heat-stroke',
  label: 'Heatstroke',
  rules: [
    {
      phrases: ['(heatstroke|sunstroke|hyperthermia)', '(heat|sun) stroke', 'heat collapse'],
      softenable: true,
    },
    {
      phrases: HEAT_EXHAUSTION,
      with: [['not {0-1} (better|improving|improved|helping|helped)', 'getting worse']],
    },
    { phrases: HEAT, with: [DANGER] },
    { reading: 'body temperature', atLeast: 40, with: [HEAT] },
  ],
  answer:
    "These can be signs of heatstroke, which is an emergency. Call 911 now. Move the person somewhere cool, take off extra clothing, and cool them fast: cool water on the skin, wet cloths or ice packs at the neck, armpits and groin, and a fan. Don't give them anything to drink if they are confused or not fully awake.",
  sources: [
    {
      name: "NHS, 'Heat exhaustion and heatstroke'",
      url: 'nhs.uk/conditions/heat-exhaustion-heatstroke',
    },
    { name: "CDC, 'Heat-related illnesses'", url: 'cdc.gov/heat-health' },
  ],
  // Before stroke and sepsis, whose confusion it shares.
  order: 13,
  spanish: {
    rules: [
      {
        phrases: ['(golpe de calor|insolacion|insolado|insolada|hipertermia)', 'golpe de sol'],
        softenable: true,
      },
      {
        phrases: AGOTAMIENTO_CALOR,
        with: [
          [
            'no {0-1} (mejora|mejoro|se le quita|se me quita|se quita)',
            '(empeora|empeorando|esta peor|sigue igual)',
          ],
        ],
      },
      { phrases: CALOR, with: [PELIGRO_CALOR_ES] },
      { reading: 'body temperature', atLeast: 40, with: [CALOR] },
    ],
    answer:
      'Estos pueden ser signos de un golpe de calor, que es una emergencia. Llame al 911 ahora. Lleve a la persona a un lugar fresco, quítele la ropa de más y enfríela rápido: agua fresca sobre la piel, trapos mojados o bolsas de hielo en el cuello, las axilas y la ingle, y un ventilador. No le dé nada de beber si está confundida o no está completamente despierta.',
  },
} as const satisfies RedFlagCategory;
