/** The notifications feature's components that other features may use (docs/notifications.md). */
export { NotifierProvider, useNotifier } from './notifier-provider';
