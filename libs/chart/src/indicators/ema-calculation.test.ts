/** @jest-environment node */
import { EmaStream, emaInto } from './ema-calculation';

const col = (values: number[]) => Float64Array.from(values);

describe('EMA batch', () => {
  it('writes only the positions of its input, whatever the length of the buffer it writes into', () => {
    const out = col([7, 7, 7, 7]);
    emaInto(col([1, 2, 3]), 2, out);
    expect(Array.from(out)).toEqual([NaN, 1.5, 1.5 + (3 - 1.5) * (2 / 3), 7]);
  });
});

describe('EMA streaming', () => {
  it('starts with a replace as with an add when it holds no value yet', () => {
    const replaced = new EmaStream(2);
    replaced.replace(4);
    replaced.add(6);
    expect(replaced.count).toBe(2);
    expect(replaced.value).toBe(5);
  });
});
