import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChartErrorBoundary, ChartErrorScreen } from './chart-error-boundary';

function Crash(): never {
  throw new Error('story: chart crashed');
}

const meta: Meta<typeof ChartErrorScreen> = {
  title: 'chart/ErrorScreen',
  component: ChartErrorScreen,
  args: { reload: () => undefined },
};
export default meta;
type Story = StoryObj<typeof ChartErrorScreen>;

export const Default: Story = { tags: ['matrix'] };
/** The boundary catching a real crash. */
export const CaughtCrash: Story = {
  render: () => (
    <ChartErrorBoundary reload={() => undefined}>
      <Crash />
    </ChartErrorBoundary>
  ),
};
