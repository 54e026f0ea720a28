import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'rewards', label: 'Rewards', panel: 'Rewards hub' },
  { id: 'activity', label: 'Activity', panel: 'Competition center' },
  { id: 'broker', label: 'Broker', disabled: true, panel: 'Broker panel' },
  { id: 'referral', label: 'Referral', panel: 'Referral program' },
];

function Harness({ initial = 'rewards' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Tabs items={items} value={value} onChange={setValue} label="Growth" />;
}

describe('Tabs', () => {
  it('renders a named tablist with the selected tab and its panel', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Growth' })).toBeInTheDocument();
    const rewards = screen.getByRole('tab', { name: 'Rewards' });
    expect(rewards).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Rewards' })).toHaveTextContent('Rewards hub');
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', () => {
    renderUi(<Harness initial="activity" />);
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'Referral' })).toHaveAttribute('tabindex', '-1');
  });

  it('ArrowRight moves and selects, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    renderUi(<Harness initial="activity" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const referral = screen.getByRole('tab', { name: 'Referral' });
    expect(referral).toHaveFocus();
    expect(referral).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveFocus();
  });

  it('ArrowLeft wraps backwards; Home and End jump to the ends', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Referral' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Referral' })).toHaveAttribute('aria-selected', 'true');
  });

  it('in RTL, ArrowLeft goes to the next tab', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />, { direction: 'rtl' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  });

  it('selects on click and cannot select a disabled tab', async () => {
    renderUi(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Competition center');
    await userEvent.click(screen.getByRole('tab', { name: 'Broker' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Competition center');
  });
});
