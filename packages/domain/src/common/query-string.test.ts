import { describe, expect, it } from 'vitest';
import { cleanQuery, toQueryString, withQuery } from './query-string';

describe('cleanQuery', () => {
  it('drops null, undefined and the texts undefined and null', () => {
    expect(cleanQuery({ a: null, b: undefined, c: 'undefined', d: 'null', e: 'x', f: 0, g: false, h: '' })).toEqual({
      e: 'x',
      f: '0',
      g: 'false',
      h: '',
    });
  });

  it('keeps arrays as repeated values without the dropped elements', () => {
    expect(cleanQuery({ statuses: [3, null, 'null', 4], empty: [], gone: [undefined, 'undefined'] })).toEqual({ statuses: ['3', '4'] });
  });

  it('sends dates as ISO instants and drops NaN and invalid dates', () => {
    expect(cleanQuery({ from: new Date('2025-01-02T03:04:05Z'), n: Number.NaN, bad: new Date('x') })).toEqual({ from: '2025-01-02T03:04:05.000Z' });
  });
});

describe('toQueryString', () => {
  it('encodes and repeats keys', () => {
    expect(toQueryString({ query: 'a b&c', statuses: [3, 4], page: 1, pageSize: undefined })).toBe('query=a%20b%26c&statuses=3&statuses=4&page=1');
  });

  it('answers empty text when nothing is left', () => {
    expect(toQueryString({ a: null, b: 'undefined' })).toBe('');
  });
});

describe('withQuery', () => {
  it('appends the query string when there is one', () => {
    expect(withQuery('/reloads', { page: 2 })).toBe('/reloads?page=2');
    expect(withQuery('/reloads?x=1', { page: 2 })).toBe('/reloads?x=1&page=2');
    expect(withQuery('/reloads', { page: null })).toBe('/reloads');
  });
});
