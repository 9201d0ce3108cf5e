import { lazyModule } from '@/lib/lazy/lazy-module';

describe('lazyModule', () => {
  it('loads once: calls in flight share the load, later calls get the loaded value', async () => {
    const importer = jest.fn(() => Promise.resolve({ answer: 42 }));
    const load = lazyModule(importer);

    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ answer: 42 });
  });

  it('rejects with the load error and tries again on the next call', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('loaded');
    const load = lazyModule(importer);

    await expect(load()).rejects.toThrow('ChunkLoadError');
    await expect(load()).resolves.toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
