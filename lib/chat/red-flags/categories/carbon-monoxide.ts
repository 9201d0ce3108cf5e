import type { RedFlagCategory } from '../category';
import type { PhraseRule } from '../phrases';

const UNWELL =
  '(headache|headaches|dizzy|sick|nausea|nauseous|drowsy|sleepy|unwell|ill|groggy|woozy|nodding off|dozing off|falling asleep)';

const MALESTAR_ES =
  '(dolor de cabeza|duele la cabeza|mareados|mareadas|mareo|nauseas|vomitando|con sueno|adormilados|somnolientos|enfermos|debiles)';

/** This category's words in one language; its rules read the same in English and Spanish. */
interface Words {
  named: readonly string[];
  alarmSounding: readonly string[];
  exposed: readonly string[];
  symptoms: readonly string[];
  fuelBurning: readonly string[];
  fuelSign: readonly string[];
  householdIll: readonly string[];
  petIll: readonly string[];
}

const ENGLISH: Words = {
  named: [
    'carbon monoxide',
    'monoxide',
    'co (alarm|alarms|detector|detectors|monitor|sensor|poisoning|level|levels|leak)',
  ],
  alarmSounding: [
    '(alarm|alarms|detector|detectors|monitor|sensor) {0-3} (went off|going off|goes off|gone off|go off|keeps going off|beeping|beeps|beeped|sounding|sounded|sounds|ringing|rang|blaring|screaming|triggered|flashing|detected|detecting)',
    '(reads|reading|says|shows|showing) #',
    '# ppm',
  ],
  exposed: ['(poisoning|poisoned|leak|leaking|leaked|exposure|exposed)'],
  symptoms: [
    '(headache|headaches)',
    'head {0-2} (pounding|hurts|aches|splitting)',
    '(dizzy|dizziness|light headed|lightheaded|nausea|nauseous)',
    '(feel|feels|feeling) sick',
    '(throwing up|vomiting|been sick|being sick|drowsy|sleepy|confused|confusion|weak|breathless|groggy|woozy|faint)',
    '(short of breath|collapsed|fainted|passed out|nodding off|dozing off)',
    '(bad|sore|thumping|banging|pounding|throbbing) (head|heads)',
  ],
  fuelBurning: [
    '(generator|grill|barbecue|bbq|charcoal|camp stove|campstove|heater|boiler|furnace|flue)',
    'pilot light',
    '(turned|turn|put|switched|switch) the? heating on',
    'heating (came|comes|goes|went|is|was) on',
    'gas (heater|fire|stove|boiler|oven|appliance)',
    '(paraffin|kerosene|space|patio) heater',
    '(wood stove|woodstove|wood burner|woodburner|log burner|fireplace|chimney|exhaust|fumes)',
    'car {0-2} running',
    'engine {0-1} (running|on)',
  ],
  fuelSign: [
    '(yellow|orange|lazy|floppy) {0-1} (flame|flames)',
    '(soot|sooty|inside|indoors|closed garage|no ventilation)',
    'in the (garage|tent|house|basement|cabin|caravan|camper|room|bedroom|kitchen)',
    '(windows|window|doors|door) (shut|closed)',
    '(pilot light|flame|flames) {0-2} (keeps going out|keeps blowing out|goes out|went out|going out)',
    '(flue|boiler|heater|fire|exhaust|fumes) {0-3} (leaking|leak|leaks|blocked|cracked|spilling)',
    '(funny|strange|odd|weird|loud) (noise|noises|smell)',
    'better (when|once|after) {0-3} (outside|out|leave|left|away)',
  ],
  householdIll: [
    `(everyone|everybody|all of us|we all|we both|both of us|the whole (family|house|household)|all the family|whole family|the kids|my kids|both kids|the children|my family|both) {0-5} ${UNWELL}`,
    `(wife|husband|partner|flatmate|housemate|roommate|kids|children|son|daughter|mum|mom|dad) and (i|me) {0-5} ${UNWELL}`,
  ],
  /** A pet ill too is a sign of carbon monoxide (NHS). */
  petIll: [
    '(dog|dogs|cat|cats|pet|pets|puppy|kitten|budgie|bird|parrot|rabbit) {0-4} (dopey|drowsy|sleepy|lethargic|wobbly|unwell|sick|ill|vomiting|weak|collapsed|not (himself|herself|itself))',
    '(dopey|drowsy|sleepy|lethargic|wobbly) (dog|cat|pet|pets|puppy|kitten)',
  ],
};

// Spanish: the same signs as patients and relatives write them; accents folded.
const SPANISH: Words = {
  named: [
    '(monoxido|monoxido de carbono)',
    '(alarma|alarmas|detector|detectores|sensor|monitor) (de)? (co|monoxido)',
    'co (alarma|detector|sensor)',
  ],
  alarmSounding: [
    '(alarma|alarmas|detector|detectores|sensor|monitor) {0-3} (sono|suena|suenan|sonando|pita|pitan|pito|pitando|chilla|chillando|se activo|se disparo|se prendio|marca|marcando|detecto)',
    '# ppm',
  ],
  exposed: [
    '(intoxicacion|intoxicados|intoxicado|intoxicada|intoxicamos|envenenamiento|envenenados|fuga|escape|exposicion|expuestos|expuesto)',
  ],
  symptoms: [
    '(dolor|dolores) de cabeza',
    '(me|le|nos|les|te) (duele|duelen|dolia|dolio) (mucho)? la cabeza',
    '(mareo|mareos|mareado|mareada|mareados|mareadas|nauseas|nausea|vomito|vomitos|vomitando|vomitamos|vomitaron|vomitan|vomita|somnoliento|somnolienta|somnolientos|adormilado|adormilada|adormilados|confundido|confundida|confundidos|confusion|debil|debiles|debilidad|desmayo|desmayado|desmayada|desmayaron|aturdido|aturdida|atontado|atontada|atontados)',
    '(falta de aire|ganas de vomitar|con (mucho)? sueno)',
  ],
  fuelBurning: [
    '(generador|planta electrica|planta de luz|calentador|calentadores|calefactor|calefactores|boiler|caldera|brasero|carbon|parrilla|asador|chimenea|calefaccion|heater)',
    '(estufa|horno|calentador|boiler|caldera|calefactor) de (gas|lena|carbon|queroseno|kerosene|petroleo)',
    '(carro|coche|auto|camioneta|motor) {0-2} (prendido|encendido|andando|funcionando|en marcha)',
    '(prendimos|prendieron|prendi|encendimos|encendi|pusimos|puse|usamos|use) (el|la|un|una)? (estufa|horno) para (calentar|calentarnos)',
  ],
  fuelSign: [
    '(adentro|dentro|encerrados|encerrado|encerrada|cerrado|cerrada|garaje|garage|cochera|sotano|sin ventilacion|hollin|tiznado)',
    '(a|en|dentro de|adentro de) (la|el) (casa|cuarto|recamara|cocina|sotano|carpa|tienda|cabana|departamento|apartamento|traila|trailer)',
    '(ventanas|ventana|puertas|puerta) (cerradas|cerrada)',
    'llama (amarilla|naranja|anaranjada)',
    '(ruido|olor) (raro|extrano|feo)',
    '(se (nos|me|le|les)? quita|estamos mejor|me siento mejor|se siente mejor) (cuando|al) (salimos|salir|salgo|sale|estamos afuera|estoy afuera)',
  ],
  householdIll: [
    `(todos|todas|toda la familia|todos en la casa|todos nosotros|los dos|los ninos y yo|mi esposo y yo|mi esposa y yo|mi familia|a todos|todos los de la casa) {0-5} ${MALESTAR_ES}`,
  ],
  petIll: [
    '(perro|perrito|perra|gato|gatito|gata|mascota|mascotas|pajaro|perico|loro) {0-4} (decaido|decaida|adormilado|adormilada|somnoliento|enfermo|enferma|vomitando|debil|tambaleando|no se levanta)',
  ],
};

/** Carbon monoxide named with an alarm, exposure or symptoms; a burning fuel, a household or a pet ill with its signs. */
function rulesOver(words: Words): PhraseRule[] {
  const { named, alarmSounding, exposed, symptoms, fuelBurning, fuelSign } = words;
  return [
    { phrases: named, with: [[...alarmSounding, ...exposed, ...symptoms]] },
    { phrases: fuelBurning, with: [fuelSign, symptoms] },
    { phrases: words.householdIll, with: [[...fuelBurning, ...fuelSign]] },
    { phrases: words.petIll, with: [symptoms, [...fuelBurning, ...fuelSign]] },
  ];
}

/**
 * The CO alarm sounding or CO named with a symptom; fuel burning indoors with symptoms; a
 * household, or a pet and a person, ill near a fuel (NHS: no alarm needs to sound).
 */
export const CARBON_MONOXIDE = {
  id: 'carbon-monoxide',
  label: 'Carbon monoxide',
  rules: rulesOver(ENGLISH),
  answer:
    "This could be carbon monoxide poisoning. Get everyone out into fresh air now, pets too, leaving the doors open behind you, and call 911 from outside. Don't go back in until the fire department says it is safe. If someone is unconscious or not breathing, tell the 911 operator, who will talk you through what to do.",
  sources: [
    {
      name: "NHS, 'Carbon monoxide poisoning'",
      url: 'nhs.uk/conditions/carbon-monoxide-poisoning',
    },
    {
      name: "CDC, 'Carbon Monoxide Poisoning: Frequently Asked Questions'",
      url: 'cdc.gov/carbon-monoxide',
    },
  ],
  // Next: everyone must get out of the building before any of its signs is answered.
  order: 2,
  spanish: {
    rules: rulesOver(SPANISH),
    answer:
      'Esto podría ser una intoxicación por monóxido de carbono. Saque a todos al aire libre ahora, también a las mascotas, deje las puertas abiertas al salir y llame al 911 desde afuera. No vuelva a entrar hasta que los bomberos digan que es seguro. Si alguien está inconsciente o no respira, dígaselo al operador del 911, que le indicará qué hacer.',
  },
} as const satisfies RedFlagCategory;
