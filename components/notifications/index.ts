/** The notifications feature's components that other features may use (docs/product.md#e-mail-notices). */
export { NotifierProvider, useNotifier } from './notifier-provider';
