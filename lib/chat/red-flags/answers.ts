import { clinic } from '@/lib/clinic';
import type { RedFlag } from './categories';

/**
 * What the assistant says to each red flag (docs/chat.md#red-flags,
 * docs/decisions/007-assistant-safety-first.md): what to do now, then where to get help (911,
 * 988, Poison Control, out of the building for carbon monoxide, the cancer team's 24-hour line
 * for a fever on chemotherapy), per `RED_FLAG_SOURCES`.
 */
export const RED_FLAG_ANSWERS: Readonly<Record<RedFlag, string>> = {
  'self-harm':
    "I'm really sorry you're feeling this way, and I'm glad you told me. Please call or text 988, the Suicide & Crisis Lifeline, right now: it's free, confidential and open 24/7. If you have already hurt yourself or taken something, or you are in immediate danger, call 911 or go to the nearest emergency room.",
  'carbon-monoxide':
    "This could be carbon monoxide poisoning. Get everyone out into fresh air now, pets too, leaving the doors open behind you, and call 911 from outside. Don't go back in until the fire department says it is safe. If someone is unconscious or not breathing, tell the 911 operator, who will talk you through what to do.",
  'smoke-inhalation':
    'Breathing in smoke needs emergency care, even if the person seems fine now: the airway can swell and the smoke carries carbon monoxide. Get everyone into fresh air, away from the smoke, and call 911 now. A hoarse voice, noisy breathing, soot around the nose or mouth, or coughing up black phlegm are warning signs. If someone is not breathing, the 911 operator will talk you through CPR.',
  drowning:
    'Call 911 now, even if they seem fine now: water in the lungs can cause breathing problems hours later, so anyone who went under and is coughing, breathless, drowsy or being sick must be checked in an emergency room. If they are not breathing, the 911 operator will talk you through CPR, starting with 5 rescue breaths. If they are breathing, lay them on their side, take off wet clothes and keep them warm until help arrives.',
  unconsciousness:
    "Call 911 now. If the person is not breathing normally, the 911 operator will talk you through CPR: push hard and fast in the middle of the chest. If they are breathing, lay them on their side and stay with them until help arrives. Don't give them anything to eat or drink.",
  anaphylaxis:
    'This sounds like a severe allergic reaction (anaphylaxis). Use an epinephrine auto-injector (EpiPen) now if there is one, then call 911, even if the person starts to feel better. Lie them down with their legs raised, or sit them up if breathing is hard; a second auto-injector can be used after 5 minutes if there is no improvement.',
  'trouble-breathing':
    "Trouble breathing is an emergency. Call 911 now or go to the nearest emergency room. Sit upright and keep calm; with asthma, keep using the reliever inhaler as your plan says while you wait. If someone is choking and can't cough, speak or breathe, give up to 5 back blows, then up to 5 abdominal thrusts, and call 911.",
  'chest-pain':
    "These can be signs of a heart attack. Call 911 now, and don't drive yourself. Sit down and rest while you wait, and follow what the 911 operator tells you. Don't wait to see whether it passes.",
  'head-injury':
    'A head injury with confusion, drowsiness, vomiting or memory loss needs emergency care. Call 911 or go to the nearest emergency room now, and do not let the person drive. Keep them still and stay with them.',
  hypoglycemia:
    "This sounds like a severe low blood sugar (hypo). Call 911 now if the person is confused, very drowsy, can't swallow, has a fit or has passed out, and give glucagon if they have it. Don't put food or drink in the mouth of someone who is drowsy or can't swallow. If they are awake and can swallow safely, give fast sugar now (half a cup of juice or regular soda, or 4 glucose tablets) and check again after 15 minutes.",
  'neutropenic-sepsis':
    "A temperature of 38 °C (100.4 °F) or more, shivering, or feeling suddenly unwell during chemotherapy can be neutropenic sepsis, which is an emergency. Call your cancer team's 24-hour line now, and go to the nearest emergency room if they say so or you can't reach them; call 911 if the person is confused, very drowsy, breathing fast or collapses. Say you are having chemotherapy. Don't wait until morning, and don't take acetaminophen or ibuprofen to bring the fever down first.",
  'diabetic-ketoacidosis':
    "These can be signs of diabetic ketoacidosis (DKA), which is an emergency. Go to the nearest emergency room now, or call 911 if the person is drowsy, confused, or breathing deeply or fast. Don't stop the insulin. Take the meter, the insulin and a list of medicines with you.",
  stroke:
    "These can be signs of a stroke, and every minute counts. Call 911 right away; don't drive to the hospital. Note the time the symptoms started and tell the 911 operator. Don't give food, drink or medicine.",
  seizure:
    "Call 911 now: a seizure lasting over 5 minutes, seizures one after another, or a first seizure needs emergency care. Move hard objects away, cushion the head, don't hold the person down or put anything in their mouth, and once the shaking stops roll them onto their side.",
  'heat-stroke':
    "These can be signs of heatstroke, which is an emergency. Call 911 now. Move the person somewhere cool, take off extra clothing, and cool them fast: cool water on the skin, wet cloths or ice packs at the neck, armpits and groin, and a fan. Don't give them anything to drink if they are confused or not fully awake.",
  hypothermia:
    "These can be signs of hypothermia, which is an emergency. Call 911 now. Move the person somewhere warm, take off wet clothes, and warm the middle of the body first with dry blankets, skin to skin if needed. Give a warm, sweet drink only if they are fully awake, never alcohol. Don't rub their arms and legs or put them in a hot bath; handle them gently.",
  'meningitis-sepsis':
    "These can be signs of meningitis or sepsis, which get worse fast. Call 911 or go to the nearest emergency room now; don't wait for a rash to appear or for the fever to come down. Say you are worried about meningitis or sepsis.",
  'feverish-baby':
    'A baby under 3 months with a temperature of 38 °C (100.4 °F) or more needs to be seen by a doctor urgently, even if they seem well. Go to the nearest emergency room now, or call 911 if the baby is floppy, hard to wake, has a rash or is breathing fast. Ask a doctor before giving any fever medicine.',
  'pre-eclampsia':
    'A severe headache, blurred vision or flashing lights, pain just below the ribs, vomiting, or sudden swelling of the face, hands or feet in pregnancy or in the weeks after the birth can be pre-eclampsia, which can get dangerous quickly. Go to the nearest emergency room or your labor and delivery unit now, and call 911 if there is a seizure, severe pain, trouble breathing or confusion. Say how many weeks pregnant you are, or when the baby was born.',
  'sudden-headache':
    "A sudden, severe headache (the 'worst ever', or one that peaks within seconds or minutes) can be bleeding in the brain. Call 911 or go to the nearest emergency room now. Don't drive yourself.",
  pregnancy:
    "Bleeding, severe pain, fluid leaking or fewer baby movements in pregnancy need to be checked right away. Call 911 or go to the nearest emergency room now if the bleeding is heavy or the pain is severe; otherwise call your maternity unit or obstetrician now. Don't wait until tomorrow.",
  poisoning:
    "Call Poison Control now at 1-800-222-1222 (free, 24/7). Call 911 instead if the person collapses, has a seizure, has trouble breathing or can't be woken. Don't make them vomit. If a button battery may have been swallowed, go to the nearest emergency room right away. Keep the packet or bottle with you.",
  'diabetic-vomiting':
    "With diabetes, being sick and not keeping fluids down can bring on diabetic ketoacidosis (DKA) quickly. Don't stop your insulin, sip sugar-free fluids, check your blood sugar and ketones every 2 to 4 hours if you can, and call your doctor or diabetes team now. Go to the nearest emergency room, or call 911, if nothing has stayed down for 6 hours, ketones are high, or there is drowsiness, confusion or deep, fast breathing.",
  'severe-bleeding':
    'Heavy bleeding needs emergency care. Call 911 now. Press firmly on the wound with a clean cloth and keep pressing; add more cloth on top if it soaks through. Raise the injured part if you can, and keep the person warm and lying down.',
  'severe-burn':
    'A large, deep, chemical or electrical burn needs emergency care. Call 911 or go to the nearest emergency room now. Cool the burn under cool running water for 20 minutes (not ice), remove jewelry and clothing near it unless stuck, and cover it loosely with plastic wrap or a clean plastic bag.',
};

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
