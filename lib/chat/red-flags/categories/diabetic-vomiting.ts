import type { RedFlagCategory } from '../category';
import { DIABETIC_WORDS } from '../fragments';
import { NHS_DKA } from '../sources';
import { DIABETICO } from '../fragments-es';

const KEEPS_NOTHING_DOWN = [
  '(cannot|could not|unable to|not able to|will not|does not|struggling to) (keep|keeping|hold|holding) {0-4} (down|in)',
  '(cannot|could not|unable to|not able to|struggling to) (keep|hold) (any|even)? (fluids|water|liquids|drinks)',
  '(everything|every drink|every sip|anything|any drink|all drink|all drinks|water|fluids|drink|drinks|liquid|liquids) {0-4} (come|comes|coming|came) {0-1} back? (up|out)',
  '(vomit|vomits|vomited|vomiting|throw up|throws up|throwing up|threw up|thrown up) {0-1} (everything|every drink|every time|all (fluids|drinks|water))',
  '!(feel|feels|feeling|felt) sick every time (i|he|she|they|we) (drink|drinks|sip|sips|have a drink|try to drink)',
];
const VOMITING_FOR_LONG = [
  '(vomiting|vomited|throwing up|thrown up|threw up|being sick|been sick) {0-3} (all day|all night|all morning|for hours|since|for (#|two|three|several|a few|a couple of) (hours|days)|non stop|nonstop|constantly|repeatedly|again and again)',
  '(cannot|could not|will not|does not|not) stop (vomiting|throwing up|being sick)',
  '(keep|keeps) (vomiting|throwing up|being sick)',
  '(vomited|vomiting|thrown up|threw up|been sick|sick) (#|five|six|seven|eight|several|many|multiple) times',
  'has? vomited every',
  '(vomiting|throwing up|being sick|sick) every (hour|half hour|#5-90 (minutes|mins))',
];

// Spanish: accents folded; 'devolver' is to vomit.
const NADA_SE_QUEDA_ES = [
  '(no|no puede|no puedo|no logra|no logro) (retener|retiene|retengo|aguantar|aguanta|mantener) {0-3} (nada|ni el agua|ni agua|liquidos|el agua|lo que toma|lo que tomo|la comida)',
  '(todo|cada trago|el agua|los liquidos|lo que toma|lo que tomo|lo que come|lo que como) {0-4} (lo)? (devuelve|devuelvo|vomita|vomito|regresa)',
  '(vomita|vomito|vomitando|devuelve|devuelvo) (todo|todo lo que (toma|tomo|come|como)|hasta el agua|cada vez que (toma|tomo|come|como))',
];
const VOMITO_LARGO_ES = [
  '(vomitando|vomita|vomito|devolviendo|vomitos) {0-3} (todo el dia|toda la noche|toda la manana|desde anoche|desde ayer|desde hace|por horas|horas|sin parar|a cada rato|cada rato|muchas veces)',
  '(no|no puede|no puedo) (para|paro|dejar) de (vomitar|devolver)',
  '(no para|no deja|no dejo|no paro) de (vomitar|devolver)',
  '(lleva|llevo|llevamos) {0-3} (horas|dias|todo el dia|toda la noche) {0-2} (vomitando|devolviendo)',
  '(ha vomitado|vomito|he vomitado|vomita) (como)? (#|cinco|seis|siete|ocho|varias|muchas) veces',
  '(vomita|vomito|vomitando) cada (hora|media hora|#5-90 minutos)',
];

/** A diabetic who can't keep fluids down, or who has vomited for hours. */
export const DIABETIC_VOMITING = {
  id: 'diabetic-vomiting',
  label: "Diabetic who can't keep fluids down",
  rules: [{ phrases: DIABETIC_WORDS, with: [[...KEEPS_NOTHING_DOWN, ...VOMITING_FOR_LONG]] }],
  answer:
    "With diabetes, being sick and not keeping fluids down can bring on diabetic ketoacidosis (DKA) quickly. Don't stop your insulin, sip sugar-free fluids, check your blood sugar and ketones every 2 to 4 hours if you can, and call your doctor or diabetes team now. Go to the nearest emergency room, or call 911, if nothing has stayed down for 6 hours, ketones are high, or there is drowsiness, confusion or deep, fast breathing.",
  sources: [{ name: "CDC, 'Managing Sick Days'", url: 'cdc.gov/diabetes' }, NHS_DKA],
  order: 23,
  spanish: {
    rules: [{ phrases: DIABETICO, with: [[...NADA_SE_QUEDA_ES, ...VOMITO_LARGO_ES]] }],
    answer:
      'Con diabetes, vomitar y no retener líquidos puede provocar rápido una cetoacidosis diabética (CAD). No deje la insulina, tome sorbos de líquidos sin azúcar, mida su azúcar y sus cetonas cada 2 a 4 horas si puede, y llame ahora a su médico o a su equipo de diabetes. Vaya a la sala de emergencias más cercana, o llame al 911, si no ha retenido nada en 6 horas, las cetonas están altas, o hay somnolencia, confusión o respiración profunda y rápida.',
  },
} as const satisfies RedFlagCategory;
