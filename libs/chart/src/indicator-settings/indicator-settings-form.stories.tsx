import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { IndicatorSettingsForm } from './indicator-settings-form';

const meta: Meta<typeof IndicatorSettingsForm> = {
  title: 'Chart/IndicatorSettingsForm',
  component: IndicatorSettingsForm,
  args: { value: DEFAULT_INDICATOR_SETTINGS, onApply: () => undefined, onCancel: () => undefined },
};
export default meta;
type Story = StoryObj<typeof IndicatorSettingsForm>;

export const Defaults: Story = {};
