import { act, screen } from '@testing-library/react';
import { ChatSlot, type LoadChatWidget } from '@/components/chat/chat-slot';
import es from '@/messages/es.json';
import { withQuietFakeTimers } from '../../support/fake-model';
import { renderInLocale } from '../../support/intl';

/**
 * The slot in the root layout: it loads the assistant once the browser is idle, and puts the
 * backup widget in its place when it fails (docs/chat.md). The loader is a prop, so these tests
 * hand it widgets that work, throw or never arrive.
 */

withQuietFakeTimers();

async function advance(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

function WorkingWidget({ loadedAt }: { loadedAt: number }) {
  return (
    <aside aria-label="Chat assistant" data-chat-widget="">
      <button type="button" data-loaded-at={loadedAt}>
        Chat
      </button>
    </aside>
  );
}

function ThrowingWidget(): never {
  throw new Error('render failure');
}

function backup() {
  return screen.queryByRole('complementary', { name: 'Need help?' });
}

describe('ChatSlot', () => {
  it('loads the assistant after the page is idle, telling it when the page loaded', async () => {
    const loadWidget = jest.fn<ReturnType<LoadChatWidget>, []>(() =>
      Promise.resolve(WorkingWidget),
    );
    const loadedAt = Date.now();
    renderInLocale(<ChatSlot loadWidget={loadWidget} />);
    expect(loadWidget).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();

    await advance(1);
    expect(loadWidget).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Chat' })).toHaveAttribute(
      'data-loaded-at',
      String(loadedAt),
    );
    await advance(10_000);
    expect(backup()).toBeNull();
  });

  it('shows the backup widget with the clinic phone and e-mail when the assistant throws while rendering', async () => {
    // React reports an error caught by a boundary through console.error; that is expected here.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderInLocale(<ChatSlot loadWidget={() => Promise.resolve(ThrowingWidget)} />);
    await advance(1);
    const widget = backup();
    expect(widget).toBeVisible();
    expect(screen.getByRole('link', { name: '(555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:5550102030',
    );
    expect(screen.getByRole('link', { name: 'support@riverside-clinic.example' })).toHaveAttribute(
      'href',
      'mailto:support@riverside-clinic.example',
    );
    expect(reported).toHaveBeenCalled();
  });

  it("shows the backup widget when the assistant's code fails to load", async () => {
    renderInLocale(<ChatSlot loadWidget={() => Promise.reject(new Error('ChunkLoadError'))} />);
    await advance(1);
    expect(backup()).toBeVisible();
  });

  it('shows the backup widget when no assistant is in the page within 5 s, and keeps it', async () => {
    let arrive: (widget: typeof WorkingWidget) => void = () => {};
    const late = new Promise<typeof WorkingWidget>((resolve) => {
      arrive = resolve;
    });
    renderInLocale(<ChatSlot loadWidget={() => late} />);
    await advance(4_999);
    expect(backup()).toBeNull();
    await advance(1);
    expect(backup()).toBeVisible();

    arrive(WorkingWidget);
    await advance(1);
    expect(backup()).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Chat' })).toBeNull();
  });

  it("writes the backup widget in the page's language: Spanish on Spanish pages", async () => {
    renderInLocale(
      <ChatSlot loadWidget={() => Promise.reject(new Error('ChunkLoadError'))} />,
      'es',
    );
    await advance(1);
    const widget = screen.getByRole('complementary', { name: es.chat.backupTitle });
    expect(widget).toHaveTextContent(
      `${es.chat.backupCall}(555) 010-2030${es.chat.backupEmail}support@riverside-clinic.example${es.chat.backupEmergency}`,
    );
  });
});
