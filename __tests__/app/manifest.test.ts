/** @jest-environment node */
import type { Locale } from '@/lib/i18n';
import { formatMessage } from '../support/messages';

/** One language's manifest as a build with `basePath` (or none) would write it. */
async function manifestFor(locale: Locale, basePath?: string) {
  jest.resetModules();
  if (basePath === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
  else process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  const { siteManifest } = await import('@/components/layout/site-manifest');
  return siteManifest(locale, (key, values) => formatMessage(locale, `manifest.${key}`, values));
}

/** `locale`'s manifest, after asserting it has each of `fields` (and perhaps more). */
async function manifestWith(locale: Locale, fields: Record<string, string>) {
  const manifest = await manifestFor(locale);
  expect(manifest).toEqual(expect.objectContaining(fields));
  return manifest;
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

describe("each language's web app manifest (docs/offline.md)", () => {
  it('keeps the English one as it was: the home page, the clinic, icons from public/', async () => {
    const manifest = await manifestWith('en', {
      id: '/',
      name: 'Riverside Clinic · Book a doctor online',
      short_name: 'Riverside Clinic',
      description: 'Book a 30-minute appointment with a doctor at Riverside Clinic.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest).not.toHaveProperty('lang');
    expect(manifest.icons?.map((icon) => icon.src)).toEqual([
      '/favicon.svg',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-512-maskable.png',
    ]);
  });

  it('names the site in Spanish for the Spanish pages, starts at /es/ and covers both trees', async () => {
    const manifest = await manifestWith('es', {
      id: '/es/',
      name: 'Riverside Clinic · Reserve una cita con un médico en línea',
      short_name: 'Riverside Clinic',
      description: 'Reserve una cita de 30 minutos con un médico de Riverside Clinic.',
      lang: 'es',
      start_url: '/es/',
      scope: '/',
    });
    expect(manifest.icons).toEqual((await manifestFor('en')).icons);
  });

  it.each<Locale>(['en', 'es'])(
    'puts the %s start URL, scope and icons under the base path',
    async (locale) => {
      const manifest = await manifestFor(locale, '/clinic');
      expect(manifest.start_url).toBe(locale === 'en' ? '/clinic/' : '/clinic/es/');
      expect(manifest.scope).toBe('/clinic/');
      for (const icon of manifest.icons ?? []) expect(icon.src).toMatch(/^\/clinic\/[^/]+$/);
    },
  );
});
