import { CHAT_BACKUP_TEXT } from '@/lib/chat/backup-texts';
import { clinic } from '@/lib/clinic';
import { usePageLocale, useTranslations } from '@/components/layout/page-messages';

/** `tel:` URL of a phone number as people write it: '(555) 010-2030' → 'tel:5550102030'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** The backup widget's texts in the page's language (docs/chat.md#languages). */
function useBackupTexts(): Record<keyof typeof CHAT_BACKUP_TEXT, string> {
  const locale = usePageLocale();
  const t = useTranslations('chat');
  if (locale === 'en') return CHAT_BACKUP_TEXT;
  return {
    title: t('backupTitle'),
    call: t('backupCall'),
    email: t('backupEmail'),
    emergency: t('backupEmergency'),
  };
}

/**
 * The backup widget that takes over when the chat assistant fails to render or is not detected
 * within 5 s (docs/chat.md): no JavaScript of its own, the clinic's phone and e-mail, in the
 * page's language.
 */
export function ChatBackupWidget() {
  const text = useBackupTexts();
  return (
    <aside className="chat-backup" aria-labelledby="chat-backup-title">
      <h2 id="chat-backup-title" className="chat-backup__title">
        {text.title}
      </h2>
      <p className="chat-backup__text">
        {text.call}
        <a href={telHref(clinic.phone)}>{clinic.phone}</a>
        {text.email}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        {text.emergency}
      </p>
    </aside>
  );
}
