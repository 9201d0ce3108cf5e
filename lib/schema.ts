import { z } from 'zod';

// zod compiles object parsers with `new Function` when it can. The site's Content-Security-
// Policy forbids eval (no 'unsafe-eval'), and zod's own probe for it would be reported as a
// violation, so schemas run in zod's interpreted mode everywhere.
z.config({ jitless: true });

/** zod, configured for a page that forbids eval. Import schemas' `z` from here, not from 'zod'. */
export { z };
