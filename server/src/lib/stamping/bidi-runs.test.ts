import { describe, expect, it } from 'vitest';
import { bidiRuns } from './bidi-runs';

/** The runs as they sit on the line from left to right. */
const leftToRight = (line: string) =>
  bidiRuns(line)
    .sort((a, b) => a.visualIndex - b.visualIndex)
    .map((run) => run.text);

describe('bidiRuns', () => {
  it('keeps a left-to-right line whole', () => {
    expect(bidiRuns('Licensed to Mona · mona@example.com')).toEqual([
      { text: 'Licensed to Mona · mona@example.com', level: 0, visualIndex: 0 },
    ]);
  });

  it('cuts an Arabic name out as one right-to-left run, in the order it was typed', () => {
    const runs = bidiRuns('Licensed to منى حسن · mona@example.com');
    expect(runs.map((run) => [run.text, run.level % 2])).toEqual([
      ['Licensed to ', 0],
      ['منى حسن', 1],
      [' · mona@example.com', 0],
    ]);
    expect(runs.map((run) => run.visualIndex)).toEqual([0, 1, 2]);
  });

  it('places right-to-left runs right to left: the number after the first word sits to its left', () => {
    const line = 'Licensed to عبد الله 12 حسن · x';
    expect(bidiRuns(line).map((run) => run.text)).toEqual(['Licensed to ', 'عبد الله ', '12', ' حسن', ' · x']);
    expect(leftToRight(line)).toEqual(['Licensed to ', ' حسن', '12', 'عبد الله ', ' · x']);
  });

  it('mirrors brackets inside right-to-left text, as fontkit does not', () => {
    const [, arabic] = bidiRuns('Licensed to منى (حسن) · x');
    expect(arabic?.text).toBe('منى )حسن(');
  });
});
