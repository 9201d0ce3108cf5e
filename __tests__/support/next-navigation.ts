/**
 * next/navigation for component tests of pages that read the router and the query string: a
 * router whose methods are jest mocks, and an empty query string. A test file takes it with
 * `jest.mock('next/navigation', () => jest.requireActual('../../support/next-navigation'))`
 * (jest.mock's factory may not close over imports).
 */
export const mockRouter = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  prefetch: jest.fn(),
};

export const useRouter = () => mockRouter;

export const useSearchParams = () => new URLSearchParams();
