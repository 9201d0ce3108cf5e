'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Props of {@link ChatErrorBoundary}. */
export interface ChatErrorBoundaryProps {
  /** The main chat widget. */
  children: ReactNode;
  /** What shows instead when it throws while rendering: the backup widget (docs/product.md#routes). */
  fallback: ReactNode;
}

/**
 * The chat widget's own error boundary (docs/product.md#chat-assistant, docs/style.md#errors): a render failure of the
 * assistant swaps in the backup widget and leaves the rest of the page alone.
 */
export class ChatErrorBoundary extends Component<ChatErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Chat: the assistant failed to render; showing the backup widget.', error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
