'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The main chat widget, and the backup widget shown when it throws while rendering. */
export interface ChatErrorBoundaryProps {
  children: ReactNode;
  /** Shown when the chat widget throws while rendering: the backup widget (docs/chat.md). */
  fallback: ReactNode;
}

/** The chat widget's own error boundary (docs/style.md#errors): a render failure swaps in the backup widget. */
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
