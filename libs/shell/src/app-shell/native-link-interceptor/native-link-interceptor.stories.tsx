import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { getSite } from '@exchange/site-registry';
import { NativeLinkInterceptor } from './native-link-interceptor';

/** Shows which deep link each click would open inside an app of the given version. */
function Demo({ version }: { version: number }) {
  const [opened, setOpened] = useState('(nothing yet)');
  return (
    <div>
      <NativeLinkInterceptor site={getSite('main')} app={{ platform: 'android', version }} open={setOpened} />
      {/* Spaced like a menu, so each link is a target a finger can hit (WCAG 2.2 target size). */}
      <ul css={(theme) => ({ display: 'grid', gap: theme.spacing[3], paddingBlock: theme.spacing[2] })}>
        <li>
          <a href="/trade/BTC_USDT">Trade BTC/USDT</a>
        </li>
        <li>
          <a href="/alpha">Alpha</a>
        </li>
        <li>
          <a href="/pilot">Pilot</a>
        </li>
      </ul>
      <p role="status">Opened: {opened}</p>
    </div>
  );
}

const meta: Meta<typeof Demo> = { title: 'shell/app-shell/NativeLinkInterceptor', component: Demo };
export default meta;
type Story = StoryObj<typeof Demo>;

export const CurrentApp: Story = { args: { version: 700000 } };
export const OldAppFallsBackForAlphaAndPilot: Story = { args: { version: 600000 } };
