import { config } from 'zod/mini';

// zod compiles object parsers with `new Function` when it can. The site's Content-Security-
// Policy forbids eval (no 'unsafe-eval'), and zod's own probe for it would be reported as a
// violation, so schemas run in zod's interpreted mode everywhere. The setting is read when a
// schema is made, so every schema module imports zod through this one.
config({ jitless: true });

// The functional 'zod/mini' API, not zod's chained one: the same parser core, and a bundler
// keeps only the parts a schema names, so the schemas every page reads storage with cost a few
// KiB of its first load instead of all of zod . Import it as a namespace,
// `import * as z from '@/lib/schema'`, and only name members (`z.string`): passing the
// namespace around as a value would pull all of zod back in.
export * from 'zod/mini';
