/**
 * A visit type's intake questions (docs/visit-types.md#intake-questions), the appointments core's
 * second entry: booking, the front desk and the waitlist all ask them, but only for a type that
 * has questions, so this entry is apart from `@/lib/appointments` and loads with the first such
 * type. Its texts, the answers' checks and a visit's answers as listed.
 */
export {
  checkedIntakeAnswers,
  checkIntakeAnswers,
  type IntakeCheck,
  type IntakeInput,
} from './checks';
export { intakeAnswerLines, type YesNoWords } from './answer-lines';
export { intakeTexts } from './texts';
