import { clinic } from '@/lib/clinic';
import { RED_FLAG_ANSWERS, type RedFlag } from './categories';

/**
 * The line after every red-flag answer: the emergency guidance, then the clinic's phone number
 * for afterwards (docs/decisions/007-assistant-safety-first.md), e.g. '(555) 010-2030'.
 */
function clinicPhoneLine(phone: string): string {
  return `In an emergency, call 911 or go to the nearest emergency room; don't wait for us. Our clinic's number is ${phone}.`;
}

/**
 * The whole reply to a red flag (docs/chat.md#red-flags): the category's answer, then
 * the emergency line; `phone` defaults to the site's (`NEXT_PUBLIC_CLINIC_PHONE`).
 * @example redFlagReply('poisoning') // 'Call Poison Control now at 1-800-222-1222 … (555) 010-2030.'
 */
export function redFlagReply(flag: RedFlag, phone: string = clinic.phone): string {
  return `${RED_FLAG_ANSWERS[flag]} ${clinicPhoneLine(phone)}`;
}
