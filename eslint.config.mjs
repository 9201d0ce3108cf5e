import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Folders in the order data flows (STYLE.md): each may import only those after it. */
const layers = ['app', 'components', 'stores', 'lib'];

/** `no-restricted-imports` patterns forbidding imports from layers above `layer`. */
function upwardImportsFrom(layer) {
  const above = layers.slice(0, layers.indexOf(layer));
  return above.flatMap((name) => [
    {
      group: [`@/${name}`, `@/${name}/*`],
      message: `${layer}/ must not import from ${name}/ (STYLE.md: one-direction imports).`,
    },
  ]);
}

/** Web storage is reached only through lib/storage, the one safe wrapper around it. */
const STORAGE_GLOBALS = ['localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: 'Use lib/storage (the one safe wrapper around web storage).',
}));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    'out/**',
    'out-*/**',
    'next-env.d.ts',
    'coverage/**',
    'playwright-report/**',
    'test-results/**',
    'bench-results/**',
  ]),
  ...['components', 'stores', 'lib'].map((layer) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', { patterns: upwardImportsFrom(layer) }],
    },
  })),
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...upwardImportsFrom('lib'),
            {
              group: ['react', 'react-dom', 'next', 'next/*'],
              message: 'lib/ is framework-free TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // One door for each side effect: web storage in lib/storage, the network in lib/ clients.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'stores/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
    ],
    ignores: ['lib/storage/web-storage.ts'],
    rules: {
      'no-restricted-globals': ['error', ...STORAGE_GLOBALS],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use lib/storage.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use lib/storage.' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'stores/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...STORAGE_GLOBALS,
        { name: 'fetch', message: 'Network calls belong in lib/ API clients.' },
      ],
    },
  },
]);
