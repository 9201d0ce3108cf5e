import { pickMessages } from '@/components/layout/catalog';

export const dynamic = 'force-static';

/**
 * The Spanish catalog's `chat` namespace, compiled as the pages' messages are
 * (`/es/chat-messages.json`): the assistant fetches it with its own code once the page is idle,
 * so no Spanish page's HTML carries it (docs/chat.md#how-the-assistant-loads).
 */
export async function GET() {
  return Response.json(await pickMessages('es', ['chat']));
}
