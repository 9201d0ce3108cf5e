import { CHAT_BACKUP_TEXT } from '@/lib/chat/backup-texts';
import { clinic } from '@/lib/clinic';

/** `tel:` URL of a phone number as people write it: '(555) 010-2030' → 'tel:5550102030'. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/**
 * The backup widget that takes over when the chat assistant fails to render or is not detected
 * within 5 s (docs/chat.md): no JavaScript of its own, the clinic's phone and e-mail.
 */
export function ChatBackupWidget() {
  return (
    <aside className="chat-backup" aria-labelledby="chat-backup-title">
      <h2 id="chat-backup-title" className="chat-backup__title">
        {CHAT_BACKUP_TEXT.title}
      </h2>
      <p className="chat-backup__text">
        {CHAT_BACKUP_TEXT.call}
        <a href={telHref(clinic.phone)}>{clinic.phone}</a>
        {CHAT_BACKUP_TEXT.email}
        <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        {CHAT_BACKUP_TEXT.emergency}
      </p>
    </aside>
  );
}
