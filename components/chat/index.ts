/**
 * The chat feature's entry (docs/architecture.md#zones): the slot the shell mounts on every page,
 * which loads the assistant itself once the page is idle (docs/chat.md).
 */
export { ChatSlot } from './chat-slot';
