/** @jest-environment node */
import { WindowExtreme } from './window-extreme';

describe('WindowExtreme', () => {
  it('gives NaN when the window is empty, before any value and once all are evicted', () => {
    const max = new WindowExtreme(3, 'max');
    expect(max.peek()).toBeNaN();
    max.push(0, 5);
    expect(max.peek()).toBe(5);
    max.evictBefore(1);
    expect(max.isEmpty).toBe(true);
    expect(max.peek()).toBeNaN();
  });

  it('stays empty when an empty window is evicted again, and takes the next value', () => {
    const min = new WindowExtreme(2, 'min');
    min.push(0, 5);
    min.evictBefore(1);
    min.evictBefore(2);
    expect(min.isEmpty).toBe(true);
    min.push(2, 7);
    expect(min.peek()).toBe(7);
    expect(min.isEmpty).toBe(false);
  });
});
