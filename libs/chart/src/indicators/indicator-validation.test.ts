/** @jest-environment node */
import { KdjStream } from './kdj-calculation';
import { MacdStream } from './macd-calculation';
import {
  IndicatorParamError,
  validateKdjParams,
  validateMacdParams,
  validateTdParams,
  type KdjParams,
  type MacdParams,
} from './indicator-validation';
import { calculateTdSequential } from './td-sequential-calculation';

const kdj: KdjParams = { n: 9, m1: 3, m2: 3 };
const macd: MacdParams = { fast: 12, slow: 26, signal: 9, source: 'close' };

function errorOf(fn: () => unknown): IndicatorParamError {
  try {
    fn();
  } catch (error) {
    if (error instanceof IndicatorParamError) return error;
    throw error;
  }
  throw new Error('expected an IndicatorParamError');
}

describe('KDJ parameter validation (integer 1 to 2000)', () => {
  it.each(['n', 'm1', 'm2'] as const)('accepts %s at 1 and 2000', (name) => {
    expect(() => validateKdjParams({ ...kdj, [name]: 1 })).not.toThrow();
    expect(() => validateKdjParams({ ...kdj, [name]: 2000 })).not.toThrow();
  });

  it.each(['n', 'm1', 'm2'] as const)('rejects %s at 0, 2001, 1.5 and NaN, naming it', (name) => {
    for (const bad of [0, 2001, 1.5, NaN, -1]) {
      const error = errorOf(() => validateKdjParams({ ...kdj, [name]: bad }));
      expect(error.parameter).toBe(name);
      expect(error.message).toContain(`KDJ parameter "${name}"`);
    }
  });

  it('is enforced by the streaming constructor', () => {
    expect(() => new KdjStream({ ...kdj, n: 2001 })).toThrow(/"n"/);
  });

  it('throws an error monitoring reports as an IndicatorParamError', () => {
    expect(errorOf(() => validateKdjParams({ ...kdj, n: 0 })).name).toBe('IndicatorParamError');
  });
});

describe('MACD parameter validation', () => {
  it.each(['fast', 'slow'] as const)('%s accepts 1 and 2000, rejects 0 and 2001', (name) => {
    expect(() => validateMacdParams({ ...macd, [name]: 1 })).not.toThrow();
    expect(() => validateMacdParams({ ...macd, [name]: 2000 })).not.toThrow();
    expect(errorOf(() => validateMacdParams({ ...macd, [name]: 0 })).message).toBe(
      `MACD parameter "${name}" must be an integer from 1 to 2000, got 0`,
    );
    expect(errorOf(() => validateMacdParams({ ...macd, [name]: 2001 })).parameter).toBe(name);
    expect(errorOf(() => validateMacdParams({ ...macd, [name]: 2.5 })).parameter).toBe(name);
  });

  it('signal accepts 1 and 50, rejects 0 and 51', () => {
    expect(() => validateMacdParams({ ...macd, signal: 1 })).not.toThrow();
    expect(() => validateMacdParams({ ...macd, signal: 50 })).not.toThrow();
    expect(errorOf(() => validateMacdParams({ ...macd, signal: 0 })).message).toBe(
      'MACD parameter "signal" must be an integer from 1 to 50, got 0',
    );
    expect(errorOf(() => validateMacdParams({ ...macd, signal: 51 })).parameter).toBe('signal');
  });

  it('accepts every listed source and rejects others', () => {
    for (const source of ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const) {
      expect(() => validateMacdParams({ ...macd, source })).not.toThrow();
    }
    const error = errorOf(() => validateMacdParams({ ...macd, source: 'volume' as MacdParams['source'] }));
    expect(error.parameter).toBe('source');
    expect(error.message).toContain('open, high, low, close, hl2, hlc3, ohlc4');
  });

  it('is enforced by the streaming constructor', () => {
    expect(() => new MacdStream({ ...macd, signal: 51 })).toThrow(/"signal"/);
  });
});

describe('TD Sequential parameter validation', () => {
  it('accepts booleans and rejects anything else', () => {
    expect(() => validateTdParams({ showOnly9And13: true })).not.toThrow();
    expect(() => validateTdParams({ showOnly9And13: false })).not.toThrow();
    const error = errorOf(() => validateTdParams({ showOnly9And13: 1 as unknown as boolean }));
    expect(error.parameter).toBe('showOnly9And13');
    expect(error.message).toBe('TD Sequential parameter "showOnly9And13" must be a boolean, got 1');
    const empty = new Float64Array(0);
    expect(() => calculateTdSequential(empty, empty, empty, { showOnly9And13: 'yes' as unknown as boolean })).toThrow(
      IndicatorParamError,
    );
  });
});
