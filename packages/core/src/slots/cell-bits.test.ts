import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCells, createCellBits, hasCell, moveCells, removeCells } from './cell-bits.ts';

const CELLS = 200;
const range = fc
  .tuple(fc.integer({ min: 0, max: CELLS }), fc.integer({ min: 0, max: CELLS }))
  .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
const operation = fc.tuple(fc.constantFrom('add', 'remove', 'move'), range);

describe('cell bits', () => {
  it.each([
    ['within one word', 3, 9],
    ['up to a word boundary', 0, 32],
    ['across a word boundary', 30, 34],
    ['across several words', 5, 100],
    ['the last cell only', 199, 200],
    ['nothing', 7, 7],
  ])('adds and removes cells %s: [%i, %i)', (_, first, end) => {
    const bits = createCellBits(CELLS);
    addCells(bits, first, end);
    for (let cell = 0; cell < CELLS; cell += 1) expect(hasCell(bits, cell)).toBe(cell >= first && cell < end);
    removeCells(bits, first, end);
    expect(bits.every((word) => word === 0)).toBe(true);
  });

  it('behaves as a set of cells under any sequence of adds, removes and moves', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        const bits = createCellBits(CELLS);
        const moved = createCellBits(CELLS);
        const model = new Array<boolean>(CELLS).fill(false);
        const movedModel = new Array<boolean>(CELLS).fill(false);
        for (const [kind, [first, end]] of operations) {
          if (kind === 'add') {
            addCells(bits, first, end);
            for (let cell = first; cell < end; cell += 1) model[cell] = true;
          } else if (kind === 'remove') {
            removeCells(bits, first, end);
            for (let cell = first; cell < end; cell += 1) model[cell] = false;
          } else if (first < end) {
            // Whole words move: every cell of the words holding [first, end).
            moveCells(moved, bits, first, end);
            for (
              let cell = first - (first % 32);
              cell < Math.min(CELLS, (Math.floor((end - 1) / 32) + 1) * 32);
              cell += 1
            ) {
              if (model[cell]) movedModel[cell] = true;
              model[cell] = false;
            }
          }
        }
        for (let cell = 0; cell < CELLS; cell += 1) {
          expect(hasCell(bits, cell)).toBe(model[cell]);
          expect(hasCell(moved, cell)).toBe(movedModel[cell]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
