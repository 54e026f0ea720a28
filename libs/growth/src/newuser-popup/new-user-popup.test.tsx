import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStored, removeCookie, writeCookie, writeStored } from '@exchange/platform';
import { removeStored } from '@exchange/platform/testing';
import { fakeGrowthApi, renderGrowth } from '../testing/test-helpers';
import { NewUserPopup } from './new-user-popup';

const pop = (experiment: number) => ({
  code: 0,
  data: { experiment_variable: experiment, group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } },
});

function setup(api = fakeGrowthApi({ getNewbiePrizePop: pop(1), getNewbiePrizeGuide: { code: 0, data: { prize_num: '120' } } })) {
  const track = jest.fn();
  const services = { api, track, timeZone: 'UTC' };
  renderGrowth(<NewUserPopup />, { services });
  return { api, track };
}

describe('NewUserPopup', () => {
  beforeEach(() => {
    removeStored('newuser_popup_count');
    removeCookie('uid');
    removeCookie('nickname');
  });

  it('shows variant A with group_A.num to a visitor and records the show as count/time', async () => {
    const { track } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'New user rewards' });
    expect(dialog).toHaveTextContent('Sign up and claim up to $100 in new-user rewards.');
    expect(dialog).toHaveTextContent('New-user rewards worth $120 in total');
    expect(readStored('newuser_popup_count')).toMatch(/^1\/\d+$/);
    expect(track).toHaveBeenCalledWith('newuser_popup_view', { variant: 'A' });
  });

  it('shows variant B with num_first and num_second', async () => {
    setup(fakeGrowthApi({ getNewbiePrizePop: pop(2), getNewbiePrizeGuide: { code: 0, data: { prize_num: '' } } }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$20');
    expect(dialog).toHaveTextContent('$80');
    expect(dialog).not.toHaveTextContent('claim up to');
  });

  it('reads an experiment variable the server sends as a numeric string', async () => {
    setup(
      fakeGrowthApi({
        getNewbiePrizePop: { code: 0, data: { ...pop(2).data, experiment_variable: '2' } },
        getNewbiePrizeGuide: { code: 0, data: { prize_num: '' } },
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('$20');
  });

  it('shows $0 when the prize call fails but the experiment is known', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setup(fakeGrowthApi({ getNewbiePrizePop: { code: 0, data: { experiment_variable: 1 } } }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Sign up and claim up to $0');
    error.mockRestore();
  });

  it('shows the prize data as the api lib decoded it: growth does not read the answer again', async () => {
    const api = fakeGrowthApi();
    // An amount the decoder itself would refuse shows that growth passes the typed data through untouched.
    api.getNewbiePrizePop.mockResolvedValue({
      ok: true,
      code: 0,
      data: { experiment_variable: 2, group_A: { num: '' }, group_B: { num_first: '1,000', num_second: '80' } },
    });
    api.getNewbiePrizeGuide.mockResolvedValue({ ok: true, code: 0, data: { prize_num: '1,080', isLogin: false } });
    setup(api);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('$1,000');
    expect(dialog).toHaveTextContent('New-user rewards worth $1,080 in total');
  });

  it('never shows to a logged-in user and does not ask the server', async () => {
    writeCookie('uid', '1');
    writeCookie('nickname', 'n');
    const { api } = setup();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.getNewbiePrizePop).not.toHaveBeenCalled();
  });

  it('shows nothing for an experiment value other than 1 or 2', async () => {
    const { api } = setup(fakeGrowthApi({ getNewbiePrizePop: pop(3), getNewbiePrizeGuide: { code: 0, data: { prize_num: '1' } } }));
    await waitFor(() => expect(api.getNewbiePrizePop).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readStored('newuser_popup_count')).toBeUndefined();
  });

  it('shows nothing after 4 shows today', async () => {
    // Noon on a fixed day, the last show an hour before: the same calendar day at any hour the suite runs.
    const noon = new Date(2026, 2, 2, 12).getTime();
    jest.spyOn(Date, 'now').mockReturnValue(noon);
    writeStored('newuser_popup_count', `4/${noon - 3_600_000}`);
    const { api } = setup();
    await waitFor(() => expect(api.getNewbiePrizePop).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  describe('more than 30 minutes since the last show (spec 2 §4)', () => {
    const lastShow = Date.parse('2026-11-22T10:00:00.000Z');
    afterEach(() => jest.restoreAllMocks());

    it('exactly 30 minutes after the last show, the popup shows nothing', async () => {
      writeStored('newuser_popup_count', `1/${lastShow}`);
      jest.spyOn(Date, 'now').mockReturnValue(lastShow + 30 * 60_000);
      const { api } = setup();
      await waitFor(() => expect(api.getNewbiePrizePop).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('30 minutes and 1 ms after the last show, it shows', async () => {
      writeStored('newuser_popup_count', `1/${lastShow}`);
      jest.spyOn(Date, 'now').mockReturnValue(lastShow + 30 * 60_000 + 1);
      setup();
      expect(await screen.findByRole('dialog', { name: 'New user rewards' })).toBeInTheDocument();
      expect(readStored('newuser_popup_count')).toBe(`2/${lastShow + 30 * 60_000 + 1}`);
    });
  });

  it('close hides it; confirm hides it and goes to signup', async () => {
    const { track } = setup();
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    expect(track).toHaveBeenCalledWith('newuser_signup', { variant: 'A' });
  });

  it('the close button hides it without navigating', async () => {
    const { track } = setup();
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(track).toHaveBeenCalledWith('newuser_popup_close', { variant: 'A' });
  });
});
