import { describe, expect, it } from 'vitest';
import {
  buttonTextColor,
  contrastRatio,
  MIN_TEXT_CONTRAST,
  normalizeHexColor,
  perceivedBrightness,
  readableTextColor,
} from './contrast.ts';

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

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['fff', '#000', 21],
    ['#ffffff', '#0f766e', 5.47],
  ])('%s on %s → %d', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
  });

  it('is null for a non-colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });
});

describe('readableTextColor', () => {
  it.each([
    // The brightness threshold's choice stands while it is readable…
    ['#0f766e', '#ffffff', '#ffffff'],
    ['#facc15', '#000000', '#000000'],
    ['#1e3a8a', '#ffffff', '#ffffff'],
    // …and gives way where it is not: white on these mid colours is below 4.5:1.
    ['#22c55e', '#ffffff', '#000000'],
    ['#f97316', '#ffffff', '#000000'],
    ['#969696', '#ffffff', '#000000'],
    // A host's own colour stands when readable, else black or white takes its place.
    ['#1e3a8a', '#fde68a', '#fde68a'],
    ['#1e3a8a', '#3b82f6', '#ffffff'],
    ['#fde68a', 'FFF', '#000000'],
    ['#0f766e', null, '#ffffff'],
    ['#0f766e', 'var(--x)', '#ffffff'],
  ])('%s with %s → %s', (background, preferred, expected) => {
    expect(readableTextColor(background, preferred)).toBe(expected);
  });

  it('is null when the background is not a hex colour', () => {
    expect(readableTextColor('var(--color-brand-600)', '#ffffff')).toBeNull();
  });

  it('reaches AA on every grey and on a sweep of hues', () => {
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    const backgrounds: string[] = [];
    for (let v = 0; v < 256; v += 1) backgrounds.push(`#${hex(v)}${hex(v)}${hex(v)}`);
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) backgrounds.push(`#${hex(r)}${hex(g)}${hex(b)}`);
    for (const background of backgrounds) {
      const text = readableTextColor(background, buttonTextColor(background)) ?? '';
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
