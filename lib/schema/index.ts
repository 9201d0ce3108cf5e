import { config } from 'zod/mini';

// The CSP forbids eval, so zod must not compile parsers with `new Function` (nor probe for it).
// The setting is read when a schema is made: every schema imports zod through this module.
config({ jitless: true });

// zod/mini: a bundler keeps only the parts a schema names. Import it as a namespace and name
// members (`z.string`); passing the namespace around as a value pulls all of zod back in.
export * from 'zod/mini';
