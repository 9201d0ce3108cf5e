import { lazyModule } from '@/lib/lazy/lazy-module';

/**
 * The family feature, loaded on first use: only /family reads family members, and every page
 * loads this module (the session's store imports it), so no other page carries them.
 */
export const loadFamily = lazyModule(() => import('@/lib/family'));
