/** The account feature's components that other features may use: the session guard. */
export { LoadingStatus, RequireSession } from './require-session';
