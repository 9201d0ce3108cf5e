/**
 * The backup chat widget's texts (docs/product.md#routes): its title and the sentence around the
 * phone and e-mail links. Apart from lib/chat/texts.ts because the backup widget is in every
 * page's first load, and the assistant's own texts must load only with the assistant.
 */
export const CHAT_BACKUP_TEXT = {
  title: 'Need help?',
  call: 'Our chat is unavailable right now. Call ',
  email: ' or e-mail ',
  emergency: '. In an emergency, call 911.',
} as const;
