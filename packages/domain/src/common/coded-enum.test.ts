import { describe, expect, it } from 'vitest';
import { codedEnum } from './coded-enum';

describe('codedEnum', () => {
  const colours = codedEnum({ Red: [2, 'Bright Red'], Blue: [0, 'Blue'], Green: [1, 'Green'] });

  it('answers each code by its key', () => {
    expect(colours.codes).toEqual({ Red: 2, Blue: 0, Green: 1 });
  });

  it('lists codes with their names in declaration order, not code order', () => {
    expect(colours.list).toEqual([
      { code: 2, name: 'Bright Red' },
      { code: 0, name: 'Blue' },
      { code: 1, name: 'Green' },
    ]);
  });
});
