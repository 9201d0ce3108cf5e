import { lazyModule } from '@/lib/lazy-module';

describe('lazyModule', () => {
  it('loads once: calls in flight share the load, and listeners hear when it arrives', async () => {
    const importer = jest.fn(() => Promise.resolve({ answer: 42 }));
    const lazy = lazyModule(importer);
    const listener = jest.fn();
    lazy.subscribe(listener);
    expect(lazy.current()).toBeUndefined();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(await lazy.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(lazy.current()).toEqual({ answer: 42 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('rejects with the load error and tries again on the next call', async () => {
    const importer = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('loaded');
    const lazy = lazyModule(importer);

    await expect(lazy.load()).rejects.toThrow('ChunkLoadError');
    expect(lazy.current()).toBeUndefined();
    await expect(lazy.load()).resolves.toBe('loaded');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
