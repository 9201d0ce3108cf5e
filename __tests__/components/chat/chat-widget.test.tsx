import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import confetti from 'canvas-confetti';
import { ChatWidget } from '@/components/chat/chat-widget';
import { createModelClient } from '@/lib/chat/model-client';
import { chatEngine } from '@/lib/chat/engine';
import {
  ChatStoreContext,
  createChatStore,
  initialChatPanelState,
  useChatPanelStore,
} from '@/stores/chat-store';
import { clientFor, fakeModel } from '../../support/fake-model';
import es from '@/messages/es.json';
import { renderInLocale } from '../../support/intl';

// canvas-confetti draws on a 2D canvas context, which jsdom does not implement. The browser
// suite runs the real one; here the test checks what the widget asks of it.
jest.mock('canvas-confetti', () => {
  const fire = Object.assign(
    jest.fn(() => null),
    { reset: jest.fn() },
  );
  return { __esModule: true, default: { create: jest.fn(() => fire) } };
});

const createConfetti = confetti.create as jest.MockedFunction<typeof confetti.create>;

// Spec texts, spelled out so a typo in lib/chat/texts.ts cannot pass.
const GREETING =
  "Hello! I'm the clinic's virtual doctor. I can answer general health questions, tell you our clinic hours or help you book an appointment. How can I help you today?";
const BANNER = 'AI assistant unavailable. Using fallback responses.';
const AI_NOTE =
  'AI-generated reply, not medical advice. In an emergency call 911 or go to the nearest emergency room.';
const POPUP = 'Try our new AI Chat!';

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  createConfetti.mockClear();
  useChatPanelStore.setState(initialChatPanelState);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Advances the fake clock inside act, letting promises settle. */
async function advance(ms: number): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/**
 * Renders the widget on `store` (default: a ready fake model), after `page` (other page content),
 * and lets the probe finish.
 */
async function renderWidget(
  store = createChatStore({ engine: chatEngine, client: clientFor(fakeModel()) }),
  loadedAt = Date.now(),
  page: ReactNode = null,
) {
  // Every page gives the widget its language (components/layout/site-shell.tsx): English here.
  const view = renderInLocale(
    <ChatStoreContext value={store}>
      {page}
      <ChatWidget loadedAt={loadedAt} />
    </ChatStoreContext>,
  );
  await advance(0);
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  return { store, user, view };
}

function offlineStore() {
  return createChatStore({
    engine: chatEngine,
    client: createModelClient({ fetch: fakeModel().fetch }),
  });
}

function chatButton() {
  return screen.getByRole('button', { name: 'Chat' });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Medical Assistant' });
}

function input() {
  return screen.getByRole('textbox', { name: 'Your message' });
}

function sendButton() {
  return within(dialog()).getByRole('button', { name: 'Send' });
}

function messageTexts(): string[] {
  return Array.from(
    within(dialog()).getByRole('log').querySelectorAll('.chat-message__text'),
    (node) => node.textContent ?? '',
  );
}

describe('ChatWidget: the panel', () => {
  it('opens a labelled dialog from the Chat button with focus in the input; Escape closes it and focus returns', async () => {
    const { user } = await renderWidget();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(chatButton());
    expect(dialog()).toBeVisible();
    expect(within(dialog()).getByRole('heading', { name: 'Medical Assistant' })).toBeVisible();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveFocus();
    const log = within(dialog()).getByRole('log');
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(messageTexts()).toEqual([GREETING]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chatButton()).toHaveFocus();

    await user.click(chatButton());
    await user.click(within(dialog()).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chatButton()).toHaveFocus();
  });

  it('closes on Escape while open even when focus has left the panel, and focus returns to the Chat button', async () => {
    const page = <input aria-label="Search the site" />;
    const { user } = await renderWidget(undefined, undefined, page);
    const search = screen.getByRole('textbox', { name: 'Search the site' });

    await user.click(chatButton());
    await user.click(search);
    expect(search).toHaveFocus();
    expect(dialog()).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    expect(chatButton()).toHaveFocus();

    // Closed, Escape is no longer the panel's: focus stays where the user put it.
    await user.click(search);
    await user.keyboard('{Escape}');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the panel open when another widget used the Escape (preventDefault), as a date picker does', async () => {
    const page = (
      <input
        aria-label="Pick a date"
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.preventDefault();
        }}
      />
    );
    const { user } = await renderWidget(undefined, undefined, page);
    await user.click(chatButton());
    const picker = screen.getByRole('textbox', { name: 'Pick a date' });
    await user.click(picker);

    await user.keyboard('{Escape}');
    expect(dialog()).toBeVisible();
    expect(picker).toHaveFocus();
  });

  it("is open when it loads if the panel was asked for earlier ('Message a Doctor', D9)", async () => {
    useChatPanelStore.getState().openPanel();
    await renderWidget();
    expect(dialog()).toBeVisible();
    expect(input()).toHaveFocus();
  });

  it('disables Send while the input is empty and while a reply is awaited', async () => {
    const model = fakeModel({ replies: [{ hang: true }] });
    const { user } = await renderWidget(
      createChatStore({ engine: chatEngine, client: clientFor(model) }),
    );
    await user.click(chatButton());
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), 'Is a rash serious?');
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(input()).toHaveValue('');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Thinking...');
    await user.type(input(), 'Hello?{Enter}');
    expect(sendButton()).toBeDisabled();
    expect(model.queries()).toHaveLength(1);

    await advance(15_600);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Error: Request timed out');
    expect(sendButton()).toBeEnabled();
    expect(input()).toHaveValue('Hello?');
  });

  it('renders model replies as text with the AI note (D7); fallback replies carry no note', async () => {
    const html = '<img src="x" onerror="window.__xss = 1"><b>Rest</b> & fluids';
    const model = fakeModel({ replies: [{ text: html }, { status: 500 }] });
    const { user } = await renderWidget(
      createChatStore({ engine: chatEngine, client: clientFor(model) }),
    );
    await user.click(chatButton());
    await user.type(input(), 'Advice?{Enter}');
    await advance(0);

    const log = within(dialog()).getByRole('log');
    expect(messageTexts().at(-1)).toBe(html);
    expect(log.querySelector('img, b')).toBeNull();
    expect(within(log).getAllByText(AI_NOTE)).toHaveLength(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Connected');

    await user.type(input(), 'I have a cold{Enter}');
    await advance(600);
    expect(messageTexts().at(-1)).toContain('A common cold');
    expect(within(log).getAllByText(AI_NOTE)).toHaveLength(1);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Error: 500 - Internal Server Error',
    );
    expect(within(dialog()).getByText(BANNER)).toBeVisible();
  });

  it('shows the reschedule steps as text with a link to My Appointments under them; other replies have no link', async () => {
    const { user } = await renderWidget(offlineStore());
    await user.click(chatButton());
    await user.type(input(), 'How do I reschedule?{Enter}');
    await advance(600);

    const log = within(dialog()).getByRole('log');
    expect(messageTexts().at(-1)).toContain(
      'open My Appointments (/appointments). On the upcoming appointment, press Reschedule',
    );
    const link = within(log).getByRole('link', { name: 'My Appointments' });
    // next/link under jest does not read next.config's trailingSlash; the e2e run checks '/appointments/'.
    expect(link.getAttribute('href')).toMatch(/^\/appointments\/?$/);

    await user.type(input(), 'What are your hours?{Enter}');
    await advance(600);
    expect(within(log).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the offline banner and the fallback status when no endpoint is set', async () => {
    const { user } = await renderWidget(offlineStore());
    await user.click(chatButton());
    expect(within(dialog()).getByText(BANNER)).toBeVisible();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Using fallback (API offline)');
  });

  it('shows no banner and Connected once the probe succeeds', async () => {
    const { user } = await renderWidget();
    await user.click(chatButton());
    expect(within(dialog()).queryByText(BANNER)).toBeNull();
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Connected');
  });
});

describe('ChatWidget: timers', () => {
  it('resets the conversation to the greeting 60 s after the messages last changed', async () => {
    const { user } = await renderWidget(offlineStore());
    await user.click(chatButton());
    await user.type(input(), 'Thank you{Enter}');
    await advance(600);
    expect(messageTexts()).toHaveLength(3);

    await advance(59_999);
    expect(messageTexts()).toHaveLength(3);
    await advance(1);
    expect(messageTexts()).toEqual([GREETING]);
  });

  it('retries the connection every 120 s while offline, and stops after the third failure', async () => {
    const model = fakeModel({ probes: [{ status: 503 }, { status: 503 }, { status: 503 }] });
    const { user } = await renderWidget(
      createChatStore({ engine: chatEngine, client: clientFor(model) }),
    );
    await user.click(chatButton());
    expect(model.probes()).toHaveLength(1);
    expect(within(dialog()).getByText(BANNER)).toBeVisible();

    await advance(119_999);
    expect(model.probes()).toHaveLength(1);
    await advance(1);
    expect(model.probes()).toHaveLength(2);
    await advance(120_000);
    expect(model.probes()).toHaveLength(3);
    await advance(600_000);
    expect(model.probes()).toHaveLength(3);
    expect(within(dialog()).getByText(BANNER)).toBeVisible();
  });

  it('finds a recovered server at the 120 s retry', async () => {
    const model = fakeModel({ probes: [{ status: 503 }] });
    const { user } = await renderWidget(
      createChatStore({ engine: chatEngine, client: clientFor(model) }),
    );
    await user.click(chatButton());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Using fallback (API offline)');
    await advance(120_000);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Connected');
    expect(within(dialog()).queryByText(BANNER)).toBeNull();
  });
});

describe('ChatWidget: welcome popup', () => {
  function mockReducedMotion(reduce: boolean) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('appears 2 s after the load for 5 s, with 50 confetti pieces on its own hidden canvas for 6 s', async () => {
    mockReducedMotion(false);
    const { view } = await renderWidget(undefined, Date.now());
    await advance(1_999);
    expect(screen.queryByText(POPUP)).toBeNull();
    expect(window.localStorage.getItem('chatBotPopupSeen')).toBeNull();

    await advance(1);
    expect(screen.getByText(POPUP)).toBeVisible();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(POPUP);
    expect(window.localStorage.getItem('chatBotPopupSeen')).toBe('true');
    const canvas = view.container.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(createConfetti).toHaveBeenCalledWith(
      canvas,
      expect.objectContaining({ useWorker: false, disableForReducedMotion: true }),
    );
    const fire = createConfetti.mock.results[0]?.value as jest.Mock & { reset: jest.Mock };
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 50, ticks: 360, disableForReducedMotion: true }),
    );

    await advance(4_999);
    expect(screen.getByText(POPUP)).toBeVisible();
    await advance(1);
    expect(screen.queryByText(POPUP)).toBeNull();
    expect(view.container.querySelector('canvas')).not.toBeNull();
    await advance(1_000);
    expect(view.container.querySelector('canvas')).toBeNull();
    expect(fire.reset).toHaveBeenCalled();
  });

  it('counts the 2 s from the page load, not from when the widget arrived', async () => {
    mockReducedMotion(false);
    await renderWidget(undefined, Date.now() - 1_500);
    await advance(499);
    expect(screen.queryByText(POPUP)).toBeNull();
    await advance(1);
    expect(screen.getByText(POPUP)).toBeVisible();
  });

  it('does not appear when chatBotPopupSeen is true', async () => {
    window.localStorage.setItem('chatBotPopupSeen', 'true');
    await renderWidget();
    await advance(10_000);
    expect(screen.queryByText(POPUP)).toBeNull();
    expect(createConfetti).not.toHaveBeenCalled();
  });

  it('skips the confetti under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    const { view } = await renderWidget();
    await advance(2_000);
    expect(screen.getByText(POPUP)).toBeVisible();
    expect(view.container.querySelector('canvas')).toBeNull();
    expect(createConfetti).not.toHaveBeenCalled();
  });
});

/*
 * The widget on a Spanish page (docs/chat.md#languages), as the page makes it: its own store, with
 * no model endpoint set in the tests, so every answer is the fallback bot's, in Spanish.
 */
describe('ChatWidget on a Spanish page', () => {
  it('shows its popup, labels, greeting, status and answers in Spanish, emergencies first', async () => {
    renderInLocale(<ChatWidget loadedAt={Date.now()} />, 'es');
    await advance(0);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

    await advance(2_000);
    expect(screen.getByText(es.chat.welcomePopup)).toBeVisible();
    expect(screen.getByRole('complementary', { name: es.chat.widgetLabel })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: es.chat.openButton }));
    const panel = screen.getByRole('dialog', { name: es.chat.panelTitle });
    const log = within(panel).getByRole('log', { name: es.chat.conversationLabel });
    expect(log).toHaveTextContent(`${es.chat.assistantPrefix} ${es.chat.greeting}`);
    expect(within(panel).getByRole('status')).toHaveTextContent(es.chat.statusFallbackOffline);
    expect(within(panel).getByText(es.chat.offlineBanner)).toBeVisible();
    expect(within(panel).getByRole('button', { name: es.chat.closeLabel })).toBeVisible();
    const input = within(panel).getByRole('textbox', { name: es.chat.inputLabel });
    expect(input).toHaveAttribute('placeholder', es.chat.inputPlaceholder);

    await user.type(input, 'me duele el pecho y el brazo');
    await user.click(within(panel).getByRole('button', { name: es.chat.sendButton }));
    expect(log).toHaveTextContent(/Estos pueden ser signos de un ataque al corazón\. Llame al 911/);

    await user.type(input, '¿A qué hora abren?');
    await user.click(within(panel).getByRole('button', { name: es.chat.sendButton }));
    await advance(600);
    expect(log).toHaveTextContent(/Nuestra clínica atiende en este horario: lunes a viernes/);
    // The red-flag rules load and compile on the first message: slow on a busy machine.
  }, 60_000);
});
