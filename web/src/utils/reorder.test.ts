import { describe, expect, it } from 'vitest';
import { buttonAfterMove } from './reorder';

describe('buttonAfterMove', () => {
  it('keeps the pressed button while it stays enabled', () => {
    expect(buttonAfterMove(2, -1, 4)).toBe('up');
    expect(buttonAfterMove(1, 1, 4)).toBe('down');
  });

  it('moves to the partner when the move reaches the end the pressed button points to', () => {
    expect(buttonAfterMove(1, -1, 4)).toBe('down');
    expect(buttonAfterMove(2, 1, 4)).toBe('up');
    expect(buttonAfterMove(1, -1, 2)).toBe('down');
    expect(buttonAfterMove(0, 1, 2)).toBe('up');
  });
});
