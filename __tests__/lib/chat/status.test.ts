/** @jest-environment node */
import { statusText, type StatusSource } from '@/lib/chat/status';

const ready: StatusSource = {
  connection: { status: 'ready', attempts: 0 },
  isAwaitingReply: false,
  queryProblem: null,
};

describe('statusText', () => {
  // The spec's exact texts, spelled out so a typo cannot pass.
  it.each([
    [{ ...ready, connection: { status: 'loading', attempts: 0 } }, 'Connecting'],
    [ready, 'Connected'],
    [{ ...ready, isAwaitingReply: true }, 'Thinking...'],
    [{ ...ready, connection: { status: 'offline', attempts: 1 } }, 'Using fallback (API offline)'],
    [{ ...ready, connection: { status: 'fallback', attempts: 3 } }, 'Using fallback (API offline)'],
    [
      {
        ...ready,
        queryProblem: { kind: 'http', status: 500, statusText: 'Internal Server Error' },
      },
      'Error: 500 - Internal Server Error',
    ],
    [{ ...ready, queryProblem: { kind: 'no-response' } }, 'Error: No response from server'],
    [{ ...ready, queryProblem: { kind: 'timed-out' } }, 'Error: Request timed out'],
    [{ ...ready, queryProblem: { kind: 'not-configured' } }, 'Using fallback (API offline)'],
    [{ ...ready, queryProblem: { kind: 'poor-response' } }, '(poor API response)'],
    [{ ...ready, queryProblem: { kind: 'api-error' } }, '(API error)'],
  ] as [StatusSource, string][])('%j reads %j', (state, text) => {
    expect(statusText(state)).toBe(text);
  });

  it('shows a query problem over Thinking... while the fallback reply is typed', () => {
    expect(
      statusText({ ...ready, isAwaitingReply: true, queryProblem: { kind: 'timed-out' } }),
    ).toBe('Error: Request timed out');
  });
});
