'use client';

import type { Locale as DateFnsLocale } from 'date-fns';
import { createContext } from 'react';

/**
 * How the page loads the calendar's date-fns locale (docs/languages.md#catalogs), or null for
 * react-datepicker's English default: only the Spanish page gives one, so English pages never
 * carry another language's month and day names.
 */
export const PickerLocaleContext = createContext<(() => Promise<DateFnsLocale>) | null>(null);
