import type { IntentPhrases } from './types';

export const HEALTH_TOPICS = {
  emergency: ['(emergency|emergencies|urgent|urgently|911|ambulance)'],
  medicines: [
    '(medicine|medicines|medication|medications|meds|pill|pills|tablet|tablets|drug|drugs|dose|dosage)',
    '(prescription|prescriptions|interaction|interactions|interact)',
    'side (effect|effects)',
    '(ibuprofen|acetaminophen|paracetamol|tylenol|advil|motrin|aspirin|naproxen|aleve)',
    '(antibiotic|antibiotics|antihistamine|antihistamines|supplement|supplements)',
    '(warfarin|metformin|statin|statins)',
  ],
  covid: ['(covid|covid19|coronavirus)', 'covid 19', 'corona virus', 'sars cov 2'],
  flu: ['(flu|influenza)'],
  // A bare 'temperature' is as often the weather's: it counts in a body context only.
  fever: [
    '(fever|fevers|feverish|chills)',
    "(a|high|body|my|baby's|child's|son's|daughter's|his|her|their) temperature",
  ],
  cold: [
    '(cold|colds|sneezing|congestion|congested|cough|coughing)',
    '(runny|stuffy|blocked) nose',
    'sore throat',
  ],
  headache: ['(headache|headaches|migraine|migraines)', 'head (hurts|ache)'],
  diabetes: [
    '(diabetes|diabetic|insulin|glucose|a1c|hba1c)',
    'blood sugar',
    'sugar (level|levels)',
  ],
  'blood-pressure': ['blood pressure', '(hypertension|hypotension|bp)'],
  pain: [
    '(pain|pains|painful|hurt|hurts|hurting|ache|aches|aching|sore)',
    '(backache|stomachache|toothache|cramps)',
  ],
} satisfies IntentPhrases;
