import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'referral', label: 'Referral', panel: 'Invite friends and earn together.' },
  { id: 'affiliate', label: 'Affiliate', panel: 'Affiliate programme.' },
  { id: 'broker', label: 'Broker', panel: 'Broker programme.' },
];

function Demo({ initial, withDisabled }: { initial: string; withDisabled?: boolean }) {
  const [value, setValue] = useState(initial);
  const list = withDisabled ? items.map((item) => (item.id === 'broker' ? { ...item, disabled: true } : item)) : items;
  return <Tabs items={list} value={value} onChange={setValue} label="Referral" />;
}

const meta: Meta<typeof Demo> = { title: 'ui/Tabs', component: Demo, args: { initial: 'referral' }, tags: ['autodocs'] };
export default meta;
type Story = StoryObj<typeof Demo>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { initial: 'affiliate' } };
export const WithDisabledTab: Story = { args: { withDisabled: true } };
