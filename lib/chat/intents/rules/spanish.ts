import type { IntentPhrases } from './types';

/**
 * The fallback dialogue's topics in Spanish (docs/chat.md#languages), read on Spanish pages
 * before the English phrases of the same topic: accents folded ('cuándo' is 'cuando'), the
 * words Spanish speakers in the US use ('cita', 'consulta', 'médico').
 */
export const SPANISH_TOPICS = {
  emergency: ['(emergencia|emergencias|urgencia|urgencias|urgente|ambulancia)'],
  // Not a bare 'abierto' or 'hora': 'una herida abierta', 'hace una hora'.
  'clinic-hours': [
    '(horario|horarios)',
    'a que hora (abren|cierran|abre|cierra|atienden|atiende)',
    '(estan|esta) (abiertos|abierto|abierta|cerrados|cerrado|cerrada) (hoy|manana|el|los)',
    'abren (hoy|manana|el|los)',
    'hora de (apertura|cierre)',
    'cuando (abren|cierran|atienden)',
  ],
  reschedule: [
    '(reprogramar|reprogramarla|reprogramo|reagendar|reagendarla|reagendo)',
    '(cambiar|mover|pasar|cambio|muevo|paso) (mi|la|una) (cita|consulta)',
    '(cita|consulta) {0-3} otro (dia|horario)',
  ],
  cancel: [
    '(cancelar|cancelarla|cancelo|cancelacion|anular|anularla)',
    'no (puedo|voy a poder) ir',
  ],
  medicines: [
    '(medicamento|medicamentos|medicina|medicinas|pastilla|pastillas|receta|dosis)',
    '(ibuprofeno|paracetamol|acetaminofen|aspirina|antibiotico|antibioticos)',
  ],
  covid: ['(covid|coronavirus)'],
  flu: ['(gripe|influenza)'],
  fever: ['(fiebre|calentura|escalofrios)'],
  cold: ['(resfriado|resfrio|catarro|gripa|tos|mocos)', 'dolor de garganta', 'nariz tapada'],
  headache: ['dolor de cabeza', '(jaqueca|migrana)', '(me|le) duele la cabeza'],
  diabetes: ['(diabetes|diabetico|diabetica|glucosa|insulina)', 'azucar en la sangre'],
  'blood-pressure': ['presion (arterial|alta|baja)', '(hipertension|tension arterial)'],
  pain: ['(dolor|dolores|duele|duelen|adolorido|adolorida)'],
  appointment: [
    '(cita|citas|consulta|consultas|agendar|reservar|programar|turno|chequeo)',
    'ver (a|al) (un|una)? (medico|doctor|doctora)',
  ],
  'off-topic': ['(carro|carros|coche|gato|gatos|perro|perros|clima)', 'diferencia entre'],
  thanks: ['(gracias|agradezco|agradecido|agradecida)'],
  greeting: ['(hola|buenas|saludos)', 'buenos dias'],
} satisfies IntentPhrases;
