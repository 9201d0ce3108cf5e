import { accountRepository } from '@/lib/repositories';
import { useSessionStore } from './account-store';

/** Starts one store following the session and other tabs; returns a function that stops it. */
type Follow = () => () => void;

/** The stores the page has loaded that follow the session, as they registered. */
const follows: Follow[] = [];
/** What stops the running follows while the page is hydrated; null before and after. */
let running: (() => void)[] | null = null;

/**
 * Registers a store that reads its data in the browser and follows the session and other tabs
 * (the appointments store): it starts with {@link hydrateStores}, or at once when the page is
 * hydrated already, as when a route loads the store after the first page.
 */
export function followWhenHydrated(follow: Follow): void {
  follows.push(follow);
  running?.push(follow());
}

/**
 * Reads the session once on the client (nothing is read at build time), follows other tabs
 * (docs/decisions/005-tabs-share-writes.md): a logout in one tab shows in all of them. Starts
 * the stores registered with {@link followWhenHydrated}, which load only on the routes that use
 * them, so that the layout carries none of them.
 * @returns a function that stops following.
 */
export function hydrateStores(): () => void {
  const { loadSession } = useSessionStore.getState();
  loadSession();
  const stops = [accountRepository.onExternalChange(loadSession)];
  running = stops;
  stops.push(...follows.map((follow) => follow()));
  return () => {
    running = null;
    stops.forEach((stop) => stop());
  };
}
