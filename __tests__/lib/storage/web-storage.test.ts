import { allOrNothing, readRaw, removeRaw, writeRaw } from '@/lib/storage/web-storage';
import { allStored, refuseWrites } from '../../support/storage-faults';

describe('allOrNothing', () => {
  beforeEach(() => {
    window.localStorage.setItem('kept', ' [1, 2] ');
    window.localStorage.setItem('dropped', 'old');
  });

  it('keeps every write when the action succeeds and returns its result', () => {
    const result = allOrNothing(() => {
      writeRaw('kept', '[3]');
      removeRaw('dropped');
      writeRaw('added', 'new');
      return 42;
    });
    expect(result).toBe(42);
    expect(allStored()).toEqual({ kept: '[3]', added: 'new' });
  });

  it('restores every touched key byte for byte, removing keys that were absent, when the action throws', () => {
    const before = allStored();
    expect(() =>
      allOrNothing(() => {
        writeRaw('kept', '[3]');
        writeRaw('kept', '[4]');
        removeRaw('dropped');
        writeRaw('added', 'new');
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(allStored()).toEqual(before);
  });

  it('restores the keys written before a write the quota refuses, and rethrows the quota error', () => {
    const before = allStored();
    const setItem = refuseWrites((key) => key === 'third');
    try {
      expect(() =>
        allOrNothing(() => {
          writeRaw('kept', 'changed');
          writeRaw('second', 'x');
          writeRaw('third', 'y');
        }),
      ).toThrow(/storage is full; could not save 'third'/);
    } finally {
      setItem.mockRestore();
    }
    expect(allStored()).toEqual(before);
  });

  it('lets a nested action join the outer one, so the outer failure undoes it too', () => {
    expect(() =>
      allOrNothing(() => {
        allOrNothing(() => writeRaw('inner', 'done'));
        expect(readRaw('inner')).toBe('done');
        throw new Error('outer fails');
      }),
    ).toThrow('outer fails');
    expect(readRaw('inner')).toBeNull();
  });

  it('refuses an async action and undoes what it wrote before its first await', () => {
    expect(() =>
      allOrNothing(async () => {
        writeRaw('kept', 'early');
        await Promise.resolve();
      }),
    ).toThrow(TypeError);
    expect(readRaw('kept')).toBe(' [1, 2] ');
  });

  it('stops remembering once the action is over', () => {
    allOrNothing(() => writeRaw('kept', 'one'));
    writeRaw('kept', 'two');
    expect(() =>
      allOrNothing(() => {
        throw new Error('nothing written');
      }),
    ).toThrow('nothing written');
    expect(readRaw('kept')).toBe('two');
  });
});
