import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it.each([
    { name: 'no params', params: undefined, expected: '' },
    {
      name: 'plain pairs',
      params: { productId: 'BOOKINGS', page: 2 },
      expected: '?productId=BOOKINGS&page=2',
    },
    { name: 'empty value dropped', params: { q: '', page: 1 }, expected: '?page=1' },
    { name: 'null and undefined dropped', params: { a: null, b: undefined, c: 'x' }, expected: '?c=x' },
    { name: 'empty key dropped', params: { '': 'value', ' ': 'blank', k: 'v' }, expected: '?k=v' },
    {
      name: 'false and zero kept',
      params: { isPrivate: false, pageNo: 0 },
      expected: '?isPrivate=false&pageNo=0',
    },
    { name: 'arrays repeat the key', params: { ids: ['a', '', 'b'] }, expected: '?ids=a&ids=b' },
    { name: 'values are encoded', params: { q: 'a&b c' }, expected: '?q=a%26b+c' },
    { name: 'all empty gives nothing', params: { q: '', ids: [] }, expected: '' },
  ])('$name', ({ params, expected }) => {
    expect(buildQueryString(params)).toBe(expected);
  });
});
