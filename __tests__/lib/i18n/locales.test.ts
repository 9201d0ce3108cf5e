/**
 * @jest-environment node
 */
import { alternatesOf, localePath, prefersSpanish, routeOf } from '@/lib/i18n';

describe('routeOf', () => {
  it.each([
    ['/', { locale: 'en', route: '/' }],
    ['/login', { locale: 'en', route: '/login/' }],
    ['/es', { locale: 'es', route: '/' }],
    ['/es/', { locale: 'es', route: '/' }],
    ['/es/register/', { locale: 'es', route: '/register/' }],
    ['/estimates/', { locale: 'en', route: '/estimates/' }],
  ])('reads %s as %o', (pathname, expected) => {
    expect(routeOf(pathname)).toEqual(expected);
  });
});

describe('localePath', () => {
  it('puts a translated route under /es/ in Spanish and leaves English at the original route', () => {
    expect(localePath('es', '/')).toBe('/es/');
    expect(localePath('es', '/login/')).toBe('/es/login/');
    expect(localePath('en', '/login/')).toBe('/login/');
  });

  it('keeps a route not yet translated at its English address', () => {
    expect(localePath('es', '/debug/')).toBe('/debug/');
  });

  it('gives the appointments list and the booking form their Spanish addresses', () => {
    expect(localePath('es', '/appointments/')).toBe('/es/appointments/');
    expect(localePath('es', '/appointments/new/')).toBe('/es/appointments/new/');
  });

  it('gives the family, claim and offer pages their Spanish addresses', () => {
    expect(localePath('es', '/family/')).toBe('/es/family/');
    expect(localePath('es', '/claim')).toBe('/es/claim/');
    expect(localePath('es', '/offer/')).toBe('/es/offer/');
    expect(alternatesOf('/es/offer/')).toEqual({ en: '/offer/', es: '/es/offer/' });
  });

  it('gives the front desk its Spanish address', () => {
    expect(localePath('es', '/schedule/')).toBe('/es/schedule/');
    expect(alternatesOf('/es/schedule/')).toEqual({ en: '/schedule/', es: '/es/schedule/' });
  });
});

describe('alternatesOf', () => {
  it("gives a translated page's address in each language", () => {
    expect(alternatesOf('/es/login')).toEqual({ en: '/login/', es: '/es/login/' });
    expect(alternatesOf('/')).toEqual({ en: '/', es: '/es/' });
  });

  it('gives nothing for a page in one language only', () => {
    expect(alternatesOf('/debug/')).toBeNull();
    expect(alternatesOf('/_not-found')).toBeNull();
  });
});

describe('prefersSpanish', () => {
  it.each([
    [['es-MX', 'en-US'], true],
    [['es'], true],
    [['fr-FR', 'es-419', 'en'], true],
    [['en-US', 'es-MX'], false],
    [['fr-FR'], false],
    [[], false],
  ])('%j: %s', (languages, expected) => {
    expect(prefersSpanish(languages)).toBe(expected);
  });
});
