/** @jest-environment node */

/** The manifest as a build with `basePath` (or none) would write it. */
async function manifestFor(basePath?: string) {
  jest.resetModules();
  if (basePath === undefined) delete process.env.NEXT_PUBLIC_BASE_PATH;
  else process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  const { default: manifest } = await import('@/app/manifest');
  return manifest();
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_BASE_PATH;
});

describe('app/manifest.ts', () => {
  it('starts at the home page and lists icons from public/, at the root', async () => {
    const manifest = await manifestFor();
    expect(manifest).toEqual(
      expect.objectContaining({ id: '/', start_url: '/', scope: '/', display: 'standalone' }),
    );
    expect(manifest.icons?.map((icon) => icon.src)).toEqual([
      '/favicon.svg',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-512-maskable.png',
    ]);
  });

  it('puts the start URL, scope and icons under the base path', async () => {
    const manifest = await manifestFor('/clinic');
    expect(manifest.start_url).toBe('/clinic/');
    expect(manifest.scope).toBe('/clinic/');
    for (const icon of manifest.icons ?? []) expect(icon.src).toMatch(/^\/clinic\/[^/]+$/);
  });
});
