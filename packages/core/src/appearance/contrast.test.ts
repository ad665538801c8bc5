import { describe, expect, it } from 'vitest';
import { buttonTextColor, normalizeHexColor, perceivedBrightness } from './contrast.ts';

describe('buttonTextColor', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#2563EB', '#ffffff'],
    ['#FACC15', '#000000'],
    ['#22c55e', '#ffffff'],
    ['#f97316', '#ffffff'],
    ['#fb923c', '#000000'],
    ['#969696', '#ffffff'],
    ['#979797', '#000000'],
    ['abc', '#000000'],
    ['4F46E5', '#ffffff'],
    ['  #FFF ', '#000000'],
  ])('%s → %s', (background, expected) => {
    expect(buttonTextColor(background)).toBe(expected);
  });

  it.each(['red', '#12345', '#1234567', '', '#ggg', 'rgb(0,0,0)'])('refuses %j', (value) => {
    expect(buttonTextColor(value)).toBeNull();
  });
});

describe('perceivedBrightness', () => {
  it.each([
    [{ r: 150, g: 150, b: 150 }, 150],
    [{ r: 255, g: 0, b: 0 }, 76.245],
    [{ r: 0, g: 255, b: 0 }, 149.685],
    [{ r: 0, g: 0, b: 255 }, 29.07],
  ])('%o → %d', (rgb, expected) => {
    expect(perceivedBrightness(rgb)).toBeCloseTo(expected, 3);
  });
});

describe('normalizeHexColor', () => {
  it.each([
    ['#AbCdEf', '#abcdef'],
    ['abcdef', '#abcdef'],
    ['#fa0', '#ffaa00'],
    ['fa0', '#ffaa00'],
    ['#fa00', null],
    ['zzzzzz', null],
  ])('%s → %s', (value, expected) => {
    expect(normalizeHexColor(value)).toBe(expected);
  });
});
