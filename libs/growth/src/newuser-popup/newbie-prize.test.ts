/** @jest-environment node */
import { normaliseNewbiePrizeGuide, normaliseNewbiePrizePop, prizeAmountOrZero } from './newbie-prize';

describe('newbie prize answers', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('reads group_A.num, group_B.num_first, group_B.num_second and the experiment variable', () => {
    expect(
      normaliseNewbiePrizePop({
        code: 0,
        data: { experiment_variable: 2, group_A: { num: 100 }, group_B: { num_first: '20', num_second: '80' } },
      }),
    ).toEqual({ experiment: 2, groupANum: '100', groupBNumFirst: '20', groupBNumSecond: '80' });
    expect(error).not.toHaveBeenCalled();
  });

  it('on failure logs and gives empty amounts, shown as 0', () => {
    const result = normaliseNewbiePrizePop({ code: 1, message: 'boom' });
    expect(result).toEqual({ experiment: undefined, groupANum: '', groupBNumFirst: '', groupBNumSecond: '' });
    expect(prizeAmountOrZero(result.groupANum)).toBe('0');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('rejects garbage amounts and experiments', () => {
    expect(
      normaliseNewbiePrizePop({ code: 0, data: { experiment_variable: 'x', group_A: { num: '<b>9</b>' } } }),
    ).toEqual({ experiment: undefined, groupANum: '', groupBNumFirst: '', groupBNumSecond: '' });
  });

  it('reads the guide prize_num, empty on failure', () => {
    expect(normaliseNewbiePrizeGuide({ code: 0, data: { prize_num: 120, isLogin: false } })).toEqual({ prizeNum: '120' });
    expect(normaliseNewbiePrizeGuide('<html>')).toEqual({ prizeNum: '' });
    expect(prizeAmountOrZero('120')).toBe('120');
  });
});
