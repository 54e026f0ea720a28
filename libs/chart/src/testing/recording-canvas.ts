/** One call on a recorded 2D context: the method's name and its arguments. */
export interface CanvasCall {
  name: string;
  args: unknown[];
  /** The fill and stroke styles in force when the call was made. */
  fillStyle: unknown;
  strokeStyle: unknown;
}

/**
 * Makes every canvas's `getContext('2d')` a recording context (jsdom has no canvas): calls are
 * kept in order with the fill style in force, text is 7 px a character wide. Returns the calls
 * and a restore function.
 */
export function recordCanvas(): { calls: CanvasCall[]; texts: () => string[]; restore: () => void } {
  const calls: CanvasCall[] = [];
  const original = HTMLCanvasElement.prototype.getContext;
  const state: Record<string | symbol, unknown> = {};
  const context = new Proxy(state, {
    get(target, key) {
      if (key === 'measureText') return (text: string) => ({ width: text.length * 7 });
      if (key in target) return target[key];
      return (...args: unknown[]) => calls.push({ name: String(key), args, fillStyle: target.fillStyle, strokeStyle: target.strokeStyle });
    },
    set(target, key, value) {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof original;
  return {
    calls,
    texts: () => calls.filter((call) => call.name === 'fillText').map((call) => String(call.args[0])),
    restore: () => {
      HTMLCanvasElement.prototype.getContext = original;
    },
  };
}
