import { clinic } from '@/lib/clinic';
import { RED_FLAG_ANSWERS, RED_FLAG_ANSWERS_ES, type RedFlag } from './categories';
import type { Language } from './language';

/** Each language's answers. */
const ANSWERS: Readonly<Record<Language, Readonly<Record<RedFlag, string>>>> = {
  en: RED_FLAG_ANSWERS,
  es: RED_FLAG_ANSWERS_ES,
};

/**
 * The line after every red-flag answer, in its language: the emergency guidance, then the
 * clinic's phone number for afterwards (docs/decisions/007-assistant-safety-first.md), e.g.
 * '(555) 010-2030'.
 */
function clinicPhoneLine(phone: string, language: Language): string {
  return language === 'es'
    ? `En una emergencia, llame al 911 o vaya a la sala de emergencias más cercana; no espere a comunicarse con nosotros. El número de nuestra clínica es el ${phone}.`
    : `In an emergency, call 911 or go to the nearest emergency room; don't wait for us. Our clinic's number is ${phone}.`;
}

/**
 * The whole reply to a red flag (docs/chat.md#red-flags): the category's answer, then the
 * emergency line, in `language` (default English, today's texts); `phone` defaults to the
 * site's (`NEXT_PUBLIC_CLINIC_PHONE`). `findRedFlag` says which language a message asks for.
 * @example redFlagReply('poisoning') // 'Call Poison Control now at 1-800-222-1222 … (555) 010-2030.'
 * @example redFlagReply('self-harm', '(555) 010-2030', 'es') // 'Lamento mucho … oprima 2 … (555) 010-2030.'
 */
export function redFlagReply(
  flag: RedFlag,
  phone: string = clinic.phone,
  language: Language = 'en',
): string {
  return `${ANSWERS[language][flag]} ${clinicPhoneLine(phone, language)}`;
}
