import type { RedFlagCategory } from '../category';
import { PREGNANT } from '../fragments';
import { NHS_999 } from '../sources';
import { EMBARAZADA } from '../fragments-es';

const WARNING = [
  '(bleeding|bleed|bled|clot|clots|spotting|miscarrying|seizure|fit|fitting)',
  'blood !(pressure|test|tests|sugar|sugars|type|group|results|count)',
  '(fell|fallen|fall|kicked|punched|hit) {0-4} (on|onto|in) (my|her|the) (bump|belly|stomach|tummy)',
  '(kicked|punched|hit) (her|my) (bump|belly|stomach|tummy)',
  '(severe|bad|really bad|terrible|horrible|awful|sharp|intense|agonising|agonizing|excruciating|unbearable|strong|constant) {0-3} (pain|pains|cramps|cramping|stomach ache|tummy ache)',
  '(pain|pains|cramps|cramping|hurts|hurting|aches) {0-4} (severe|unbearable|excruciating|terrible|really bad|very bad|agony)',
  '(tummy|belly|stomach|abdomen|bump|pelvis) {0-2} (hurts|hurting|pain|aches) so (much|bad|badly)',
  '(pain|pains|cramps|cramping) {0-2} (will not|does not|is not|has not) (go away|gone away|stop|stopped|ease|eased|settle|settled)',
  '(pain|pains|cramps|cramping) {0-4} (getting worse|worse and worse|worsening)',
  '(one sided|shoulder tip) (pain|pains|cramps)',
  '(hurts|hurting|pain|aching) (constantly|all the time|non stop|nonstop)',
  '(doubled|doubling) over',
  'curled up in pain',
  '(soaking|soaked|soaks|filling) (through)? {0-1} (pad|pads)',
  '(gush|gushing|trickle|trickling|leak|leaking|leaked) (of)? (fluid|water|liquid)',
  'pain in (my|her) shoulder tip',
  '(faint|fainting|dizzy|light headed|lightheaded) {0-4} (pain|pains|cramps|bleeding)',
  '(contractions|contracting|in labour|in labor) {0-3} (#20-36) (weeks|wks)',
  '(#20-36) (weeks|wks) {0-5} (contractions|contracting|in labour|in labor)',
  '(water|waters) {0-1} (broke|broken|breaking|gone)',
  'leaking (fluid|water)',
  '(baby|bump) {0-3} (not moving|stopped moving|moving less|not kicking|stopped kicking)',
  'not felt {0-2} (baby|kick|kicks|move|moving)',
  'think i am (having a|losing)',
];

// Spanish: accents folded. A blood test ('análisis de sangre') is no bleeding.
const ADVERTENCIA_ES = [
  '(sangrando|sangrado|sangro|sangra|coagulos|coagulo|manchando|convulsion|convulsionando)',
  '!(analisis de|examen de|examenes de|prueba de|pruebas de|tipo de|grupo de|azucar en la|azucar en|presion de|donar) sangre',
  'manchas de sangre',
  '(me cai|se cayo|me pegaron|le pegaron|golpe|golpearon|patearon|pateo) {0-4} (panza|barriga|vientre|pancita|estomago|abdomen)',
  '(dolor|dolores|colicos|colico|calambres|retorcijones) {0-3} (muy fuerte|muy fuertes|fuerte|fuertes|fuertisimo|fuertisimos|fuertisima|insoportable|insoportables|terrible|terribles|horrible|horribles|intenso|intensos|agudo|agudos|constante|constantes)',
  '(dolor|dolores|colicos|colico|calambres) {0-2} (que)? no (se quita|se me quita|se le quita|pasa|para|cede|se calma)',
  '(fuerte|fuertes|fuertisimo|fuertisimos|terrible|horrible|intenso|insoportable|tremendo) (dolor|dolores|colicos|colico|calambres)',
  '(me|le) (duele|duelen|dolia) (muchisimo|demasiado|horrible|bien feo) (la)? (panza|barriga|vientre|pancita|estomago|abdomen|espalda baja)?',
  'dolor (de un lado|en un lado|de un solo lado|en la punta del hombro)',
  '(me cai|se cayo|se resbalo|me resbale) {0-3} (escaleras|escalera|de sentones|de panza|de boca)',
  '(empape|empapo|empapando|lleno|llenando) {0-2} (toalla|toallas|toallita|toallitas|compresa|compresas)',
  '(se me|se le) (rompio|reviento) (la)? (fuente|bolsa)',
  '(rompi|rompio) (la)? (fuente|bolsa)',
  '(saliendo|sale|salio|me sale|me esta saliendo|le sale|le esta saliendo|chorro de) (mucho)? (liquido|agua)',
  '(contracciones|contraccion|trabajo de parto) {0-4} #20-36 semanas',
  '#20-36 semanas {0-5} (contracciones|trabajo de parto)',
  '(contracciones) {0-4} (apenas|solo) (tengo|tiene|voy|va) {0-1} #20-36',
  '(bebe|bebito) {0-3} (no se mueve|ya no se mueve|no se ha movido|dejo de moverse|se mueve menos|no patea|ya no patea|dejo de patear|no ha pateado)',
  '(no he|no ha) sentido (al bebe|que se mueva|patadas|moverse)',
  '(no|ya no) (siento|sentimos|siente) (al bebe|que se mueva|moverse al bebe|patadas|las patadas)',
  '(creo que|siento que) (estoy)? (teniendo|perdiendo) (un aborto|al bebe|el bebe|mi bebe)',
  '(desmayo|mareada|mareo) {0-4} (dolor|sangrado|colicos)',
];

/**
 * Pregnant and bleeding, in severe pain, the waters broken or the baby not moving; not 'mild
 * cramps'. A headache, vision changes or sudden swelling are pre-eclampsia's, checked first.
 */
export const PREGNANCY = {
  id: 'pregnancy',
  label: 'Bleeding or severe pain in pregnancy',
  rules: [{ phrases: PREGNANT, with: [{ phrases: WARNING, softenable: true }] }],
  answer:
    "Bleeding, severe pain, fluid leaking or fewer baby movements in pregnancy need to be checked right away. Call 911 or go to the nearest emergency room now if the bleeding is heavy or the pain is severe; otherwise call your maternity unit or obstetrician now. Don't wait until tomorrow.",
  sources: [NHS_999],
  order: 21,
  spanish: {
    rules: [{ phrases: EMBARAZADA, with: [{ phrases: ADVERTENCIA_ES, softenable: true }] }],
    answer:
      'El sangrado, el dolor fuerte, la salida de líquido o que el bebé se mueva menos durante el embarazo se deben revisar de inmediato. Llame al 911 o vaya a la sala de emergencias más cercana ahora si el sangrado es abundante o el dolor es fuerte; si no, llame ahora a su unidad de maternidad o a su obstetra. No espere hasta mañana.',
  },
} as const satisfies RedFlagCategory;
