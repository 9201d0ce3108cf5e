import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Folders in the order data flows (docs/architecture.md#layers): each may import only those after it. */
const layers = ['app', 'components', 'stores', 'lib'];

/** `no-restricted-imports` patterns forbidding imports from layers above `layer`. */
function upwardImportsFrom(layer) {
  const above = layers.slice(0, layers.indexOf(layer));
  return above.flatMap((name) => [
    {
      group: [`@/${name}`, `@/${name}/*`],
      message: `${layer}/ must not import from ${name}/ (docs/architecture.md#layers).`,
    },
  ]);
}

/**
 * The features (docs/architecture.md#zones). Each has `lib/<feature>/` and may have
 * `components/<feature>/` and `stores/<feature>-store.ts`; outside those, a feature is reached
 * only through its entry module `lib/<feature>/index.ts`. `clinic` is the clinic's facts that the
 * others read (doctors, hours, clinic time).
 */
const FEATURES = ['account', 'appointments', 'clinic', 'family', 'chat', 'notifications', 'debug'];
/** Infrastructure: named folders of lib/ that no feature owns, and the ui primitives. */
const INFRASTRUCTURE = [
  'lib/config',
  'lib/data-api',
  'lib/errors',
  'lib/layout',
  'lib/lazy',
  'lib/schema',
  'lib/storage',
  'components/ui',
];

/**
 * The sub-features of appointments (docs/architecture.md#zones), cal.com's way: each has
 * `lib/appointments/<part>/` with its entry `index.ts`, and may have
 * `components/appointments/<part>/` and `stores/appointments-<part>-store.ts`. What all of them
 * share (the appointment record, shared mode's row, the pages' shared texts) is the feature's
 * core, the files of lib/appointments/ itself, reached through `@/lib/appointments`.
 */
const APPOINTMENTS_PARTS = ['booking', 'front-desk', 'waitlist'];

/** `import/no-restricted-paths` zones, as bulletproof-react draws its feature boundaries. */
const ZONES = [
  ...FEATURES.map((feature) => ({
    target: [
      'app/**',
      `components/!(${feature})/**`,
      `stores/!(${feature}-*).ts`,
      `lib/!(${feature})/**`,
    ],
    from: `lib/${feature}`,
    except: [
      './index.ts',
      ...(feature === 'appointments' ? APPOINTMENTS_PARTS.map((part) => `./${part}/index.ts`) : []),
    ],
    message:
      feature === 'appointments'
        ? 'Outside appointments, import it through @/lib/appointments or a sub-feature entry, @/lib/appointments/<part>.'
        : `Outside the ${feature} feature, import it through its entry, @/lib/${feature}.`,
  })),
  ...FEATURES.map((feature) => ({
    target: INFRASTRUCTURE.map((folder) => `${folder}/**`),
    from: [`lib/${feature}/**`, `components/${feature}/**`, `stores/${feature}-*`],
    message: 'Infrastructure imports no feature (docs/architecture.md#zones).',
  })),
  ...FEATURES.map((feature) => ({
    target: [`components/!(${feature})/**`],
    from: `components/${feature}`,
    except: ['./index.ts'],
    message: `Other features reach the ${feature} components through @/components/${feature}.`,
  })),
  // Inside appointments: a sub-feature reaches another only through its entry…
  ...APPOINTMENTS_PARTS.map((part) => ({
    target: [
      `lib/appointments/!(${part})/**`,
      'lib/appointments/*.ts',
      `components/appointments/!(${part})/**`,
      `stores/appointments-!(${part}-store).ts`,
    ],
    from: `lib/appointments/${part}`,
    except: ['./index.ts'],
    message: `Outside the ${part} sub-feature, import it through its entry, @/lib/appointments/${part}.`,
  })),
  ...APPOINTMENTS_PARTS.map((part) => ({
    target: [`components/appointments/!(${part})/**`],
    from: `components/appointments/${part}`,
    except: ['./index.ts'],
    message: `Other sub-features reach the ${part} components through @/components/appointments/${part}.`,
  })),
  // …the sub-features reach the core only through @/lib/appointments…
  {
    target: [
      `lib/appointments/{${APPOINTMENTS_PARTS.join(',')}}/**`,
      'components/appointments/**',
      'stores/appointments-*.ts',
    ],
    from: ['lib/appointments/!(index).ts'],
    message: 'A sub-feature reaches the appointments core through its entry, @/lib/appointments.',
  },
  // …or, for the intake questions that load with the first type asking any, @/lib/appointments/intake.
  {
    target: [
      `lib/appointments/{${APPOINTMENTS_PARTS.join(',')}}/**`,
      'lib/appointments/*.ts',
      'components/appointments/**',
      'stores/appointments-*.ts',
    ],
    from: 'lib/appointments/intake',
    except: ['./index.ts'],
    message: 'The intake questions are reached through their entry, @/lib/appointments/intake.',
  },
  // …and the core imports none of them.
  {
    target: ['lib/appointments/*.ts'],
    from: APPOINTMENTS_PARTS.map((part) => `lib/appointments/${part}`),
    message: 'The appointments core imports no sub-feature (docs/architecture.md#zones).',
  },
];

/**
 * JSX attributes whose string values are never shown to a user (names, ids, tokens, URLs), so they
 * may stay inline. Every other attribute string (aria-label, title, placeholder, alt, label, a
 * component's text prop…) is a text and belongs in a texts module (docs/texts.md).
 */
const NON_TEXT_ATTRIBUTES = new Set([
  ...[
    'key',
    'id',
    'idPrefix',
    'className',
    'style',
    'type',
    'name',
    'value',
    'htmlFor',
    'role',
    'scope',
    'lang',
    // Language tags, like lang (docs/languages.md#routes).
    'hrefLang',
    'locale',
  ],
  ...['autoComplete', 'inputMode', 'enterKeyHint', 'spellCheck', 'dir', 'tabIndex', 'method'],
  ...['href', 'src', 'rel', 'target', 'action', 'as', 'prefetch', 'mode', 'variant', 'tone'],
  ...['aria-live', 'aria-hidden', 'aria-current', 'aria-controls', 'aria-describedby'],
  ...['aria-labelledby', 'aria-haspopup', 'aria-expanded', 'aria-invalid', 'aria-atomic'],
  ...['aria-relevant', 'aria-busy', 'aria-modal', 'aria-pressed', 'aria-sort', 'aria-errormessage'],
  ...['dateFormat', 'timeFormat', 'timeZone', 'min', 'max', 'step', 'pattern', 'size', 'width'],
  ...['height', 'viewBox', 'fill', 'stroke', 'd', 'xmlns', 'strokeWidth', 'strokeLinecap'],
  ...['strokeLinejoin', 'focusable', 'content', 'property', 'charSet', 'sizes', 'media'],
]);

/** The string literals an attribute value can show: plain, in braces, a template, either branch. */
function attributeStrings(node) {
  if (node === null || node === undefined) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.some((quasi) => /\p{L}/u.test(quasi.value.cooked ?? '')) ? [node] : [];
    case 'JSXExpressionContainer':
      return attributeStrings(node.expression);
    case 'ConditionalExpression':
      return [...attributeStrings(node.consequent), ...attributeStrings(node.alternate)];
    case 'LogicalExpression':
      return [...attributeStrings(node.left), ...attributeStrings(node.right)];
    default:
      return [];
  }
}

/**
 * `local/jsx-no-attribute-text`: react/jsx-no-literals can ban every attribute string but cannot
 * exempt an attribute by its name, so this reports the strings with a letter in them of every
 * attribute not in NON_TEXT_ATTRIBUTES (nor `data-*`).
 */
const jsxNoAttributeText = {
  meta: {
    type: 'problem',
    messages: {
      text: 'User-visible text in the "{{name}}" attribute: move it to the feature\'s texts module.',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXAttribute(attribute) {
        const name =
          attribute.name.type === 'JSXNamespacedName'
            ? `${attribute.name.namespace.name}:${attribute.name.name.name}`
            : attribute.name.name;
        if (NON_TEXT_ATTRIBUTES.has(name) || name.startsWith('data-')) return;
        for (const node of attributeStrings(attribute.value)) {
          const text =
            node.type === 'Literal' ? node.value : node.quasis.map((q) => q.value.cooked);
          if (/\p{L}/u.test(String(text)))
            context.report({ node, messageId: 'text', data: { name } });
        }
      },
    };
  },
};

/**
 * Data, not logic: the texts catalogues and the rule files of the red flags and the intents. A
 * function there is a list to review, so the function length limit leaves them out; a new
 * catalogue is added here (docs/style.md#function-length).
 */
const DATA_MODULES = [
  'lib/**/texts.ts',
  'lib/**/*-texts.ts',
  'lib/chat/red-flags/categories/**',
  'lib/chat/red-flags/spelling.ts',
  'lib/chat/red-flags/fragments.ts',
  'lib/chat/intents/rules/**',
];

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
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'stores/**/*.ts', 'lib/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: ZONES }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Lighthouse CI loads its configuration and its puppeteerScript with require(): CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One door for each side effect: web storage in lib/storage, the network in lib/ clients.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'stores/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
    ],
    // localStorage's door, and sessionStorage's (the language switch's form draft).
    ignores: ['lib/storage/web-storage.ts', 'lib/storage/switch-draft.ts'],
    rules: {
      'no-restricted-globals': ['error', ...STORAGE_GLOBALS],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use lib/storage.' },
        { object: 'globalThis', property: 'localStorage', message: 'Use lib/storage.' },
        { object: 'window', property: 'sessionStorage', message: 'Use lib/storage.' },
        { object: 'globalThis', property: 'sessionStorage', message: 'Use lib/storage.' },
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
  {
    // Every user-visible text lives in its feature's texts module (lib/<feature>/texts.ts; the
    // shell's in lib/layout/texts.ts), never inline in JSX: one place to review it and, later,
    // to translate it; each feature owns its texts (docs/architecture.md#zones). Attribute
    // strings count too, but for the named non-text attributes above.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    plugins: { local: { rules: { 'jsx-no-attribute-text': jsxNoAttributeText } } },
    rules: {
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }],
      'local/jsx-no-attribute-text': 'error',
    },
  },
  {
    // No function over 120 lines (docs/style.md#function-length), counted as an editor shows
    // them: blank lines and comments included, and an IIFE counts as a function. Not __tests__/.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'stores/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'scripts/**/*.{js,mjs,ts,mts}',
    ],
    ignores: DATA_MODULES,
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Named exception: the debug pages (docs/debug.md) are developer tools, built
    // only with NEXT_PUBLIC_DEBUG=true and never shown to patients, so they are not translated.
    files: ['components/debug/**/*.tsx'],
    rules: { 'react/jsx-no-literals': 'off', 'local/jsx-no-attribute-text': 'off' },
  },
]);
