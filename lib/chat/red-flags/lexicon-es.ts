/**
 * The Spanish lexicon of the red flags (docs/chat.md#red-flags): words for people (the age
 * reader's too) and the engine's clause, negation, softening, history and general-question
 * words, as ./lexicon.ts has them in English. Accents folded and 'ñ' written 'n', as the
 * normaliser reads a message ('niño' is 'nino', 'año' is 'ano').
 */

/** Words for a child or baby, across the Spanish spoken in the US. */
export const CHILD_WORDS_ES: readonly string[] = [
  'bebe',
  'bebes',
  'bebito',
  'bebita',
  'bebecito',
  'bebecita',
  'recien nacido',
  'recien nacida',
  'nino',
  'nina',
  'ninos',
  'ninas',
  'nene',
  'nena',
  'nenes',
  'hijo',
  'hija',
  'hijos',
  'hijas',
  'hijito',
  'hijita',
  'mijo',
  'mija',
  'chiquito',
  'chiquita',
  'chamaco',
  'chamaca',
  'escuincle',
  'pibe',
  'piba',
  'nieto',
  'nieta',
  'sobrino',
  'sobrina',
  'criatura',
];

/** Words that make a message about someone: pronouns, relatives and every child word. */
export const PERSON_WORDS_ES: readonly string[] = [
  'yo',
  'me',
  'mi',
  'mis',
  'conmigo',
  'ella',
  'ellos',
  'ellas',
  'le',
  'les',
  'su',
  'sus',
  'nosotros',
  'nosotras',
  'nos',
  'nuestro',
  'nuestra',
  'esposo',
  'esposa',
  'marido',
  'mama',
  'mami',
  'papa',
  'papi',
  'madre',
  'padre',
  'abuela',
  'abuelo',
  'abuelita',
  'abuelito',
  'amigo',
  'amiga',
  'novio',
  'novia',
  'pareja',
  'hermano',
  'hermana',
  'tio',
  'tia',
  'suegra',
  'suegro',
  'primo',
  'prima',
  'vecino',
  'vecina',
  ...CHILD_WORDS_ES,
];

/** Negation words: one in the 5 words before a match, within its clause, cancels it (NegEx). */
export const NEGATORS_ES: readonly string[] = [
  'no',
  'nunca',
  'jamas',
  'sin',
  'ni',
  'tampoco',
  'ningun',
  'ninguna',
  'ninguno',
  'nada',
  'niega',
  'nego',
];

/**
 * Words that end a clause for negation: 'no tiene fiebre y no respira' negates only the fever.
 * A phrase that needs one across the mark writes it: 'pecho y brazo'.
 */
export const CLAUSE_WORDS_ES: readonly string[] = [
  'pero',
  'y',
  'aunque',
  'sino',
  'excepto',
  'salvo',
  'mientras',
];

/**
 * After a negation word, these keep it from negating: 'no sé si…' (I don't know whether), 'no
 * estoy seguro', 'no para de sangrar', 'no aguanta el dolor', 'no se le quita'. Several words
 * each where one would say too much: 'no se desmayó' is a negation, 'no sé si' is not.
 */
export const PSEUDO_NEGATIONS_ES: readonly string[] = [
  'se si',
  'se que',
  'se como',
  'se cuanto',
  'se cuando',
  'se donde',
  'se por',
  'se le quita',
  'se me quita',
  'se quita',
  'se le pasa',
  'se me pasa',
  'se pasa',
  'se calma',
  'se detiene',
  'sabemos',
  'sabe',
  'estoy',
  'solo',
  'solamente',
  'nomas',
  'para',
  'paro',
  'deja',
  'dejo',
  'aguanto',
  'aguanta',
  'soporto',
  'soporta',
  'cede',
  'quita',
  'mejora',
  'duda',
];

/** Words that make a match in their clause routine where a rule allows it ('una quemadura leve'). */
export const SOFTENERS_ES: readonly string[] = [
  '(leve|leves|levemente|ligero|ligera|ligeramente|poquito|poquita|poco|pequeno|pequena|pequenita|pequenito|chiquita|chiquito|chica|chico|menor|superficial)',
  '(un poco|primer grado|a veces|de vez en cuando)',
];

/** A clause with one of these is about the past or about prevention, not about now. */
export const HISTORY_ES: readonly string[] = [
  '(el|la) (ano|mes|semana|verano|invierno|navidad) (pasado|pasada)',
  'hace (#|un|una|dos|tres|cuatro|cinco|seis|unos|unas|varios|varias|muchos|muchas|algunos|algunas) (ano|anos|mes|meses|semana|semanas)',
  // 'Hace mucho calor' is the weather now, not long ago.
  'hace (tiempo|mucho tiempo|mucho|anos|meses) !(calor|frio|sol|viento|aire|ruido|humo)',
  'en #1900-2099',
  '(antecedentes|historial|historia) de',
  '(recuperandose|recuperando|se recupero|me recupere|sobreviviente|prevenir|prevencion|evitar)',
  '(cuando|de) (era|eramos|fui)? (nino|nina|chico|chica|pequeno|pequena|chiquito|chiquita|bebe|joven|adolescente)',
  '(despues|desde) (de)? (su|mi|el) {0-1} (infarto|derrame|convulsion|sobredosis|operacion|cirugia|conmocion|quemadura)',
  '(riesgo|posibilidad|probabilidad) de',
  'en caso de',
];

/** A message with one of these and no person word asks for general information. */
export const GENERAL_QUESTION_ES: readonly string[] = [
  '!(creo|pienso|dice|dijo|dicen|dijeron|parece|seguro|temo|sera|ojala) que (es|son|causa|causan|provoca|significa)',
  'que {0-3} (sintomas|senales|signos|causas|riesgos|diferencia)',
  'cuales son',
  'como (se|puedo|puede|podemos)? (previene|prevenir|evita|evitar|sabe|saber|reconoce|reconocer|detecta|detectar|trata|tratar)',
  '(sintoma|sintomas|senal|senales|signo|signos|riesgo|causa|causas) de',
  '(puede|pueden|podria|podrian) {0-3} causar',
  '(vacuna|vacunas|vacunacion|explicar|explicame|explique|estadisticas|informacion)',
  '(hableme|hablame|cuenteme|cuentame) (de|sobre|acerca)',
  'que tan (comun|frecuente)',
  'que (hacer|hago|hacemos|debo hacer|se hace|se debe hacer) (si|cuando|en caso)',
  'como se (da|dan|hace|hacen|usa|aplica|pone)',
  'como (se|saber|sabe|puedo saber|sabes|distingo|diferencio) si',
];

/** Words that say a stated temperature is the body's, not the weather's. */
export const BODY_TEMPERATURE_WORDS_ES: readonly string[] = [
  '(temperatura|temp|termometro|grados|fiebre|calentura)',
];

/**
 * Words of Spanish and of no English message: more of these than of English's markers
 * (./lexicon.ts) and a message is Spanish, whatever the page's language.
 */
export const MARKERS_ES: readonly string[] = [
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'que',
  'y',
  'mi',
  'mis',
  'tengo',
  'tiene',
  'esta',
  'estoy',
  'es',
  'se',
  'le',
  'lo',
  'con',
  'por',
  'para',
  'pero',
  'muy',
  'su',
  'un',
  'una',
  'yo',
  'ella',
  'ya',
  'como',
  'porque',
  'hijo',
  'hija',
  'duele',
  'dolor',
  'puede',
  'puedo',
  'mucho',
  'mucha',
  'ayuda',
  'hace',
  'desde',
  'en',
  'al',
  'sin',
  'muy',
  'mas',
  'hay',
  'soy',
  'son',
  'ha',
  'este',
  'eso',
  'estado',
];
