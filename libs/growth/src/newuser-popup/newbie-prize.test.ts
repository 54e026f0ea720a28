/** @jest-environment node */
import { decodeNewbiePrizeGuideResponse, decodeNewbiePrizeResponse } from '@exchange/api/testing';
import { newbiePrizeFallback, newbiePrizeGuideFallback, prizeAmountOrZero, prizeDataOf } from './newbie-prize';

describe('newbie prize results', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('gives group_A.num, group_B.num_first, group_B.num_second and the experiment variable as the api lib decoded them', () => {
    const result = decodeNewbiePrizeResponse({
      code: 0,
      data: { experiment_variable: 2, group_A: { num: 100 }, group_B: { num_first: '20', num_second: '80' } },
    });
    expect(prizeDataOf('newbiePrizePop', result)).toBe(result.data);
    expect(result.data).toEqual({ experiment_variable: 2, group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('on failure logs and gives empty amounts, shown as 0 (§8)', () => {
    const data = prizeDataOf('newbiePrizePop', decodeNewbiePrizeResponse({ code: 1, message: 'boom' }));
    expect(data).toEqual(newbiePrizeFallback());
    expect(data.group_A.num).toBe('');
    expect(prizeAmountOrZero(data.group_A.num)).toBe('0');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('gives the guide prize_num, empty on failure (§7)', () => {
    expect(prizeDataOf('newbiePrizeGuide', decodeNewbiePrizeGuideResponse({ code: 0, data: { prize_num: 120, isLogin: false } })).prize_num).toBe('120');
    expect(prizeDataOf('newbiePrizeGuide', decodeNewbiePrizeGuideResponse('<html>'))).toEqual(newbiePrizeGuideFallback());
    expect(newbiePrizeGuideFallback().prize_num).toBe('');
    expect(prizeAmountOrZero('120')).toBe('120');
  });
});
