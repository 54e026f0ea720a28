import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_INDICATOR_SETTINGS } from '../persistence/chart-persistence';
import { IndicatorSettingsForm } from './indicator-settings-form';

const meta: Meta<typeof IndicatorSettingsForm> = {
  title: 'chart/IndicatorSettingsForm',
  component: IndicatorSettingsForm,
  args: { value: DEFAULT_INDICATOR_SETTINGS, onApply: () => undefined, onCancel: () => undefined },
};
export default meta;
type Story = StoryObj<typeof IndicatorSettingsForm>;

export const Defaults: Story = {};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Chinese: Story = { globals: { locale: 'zh' } };
export const Arabic: Story = { globals: { locale: 'ar' } };
/** "Only 9 and 13" switched on. */
export const OnlyNineAndThirteen: Story = { args: { value: { ...DEFAULT_INDICATOR_SETTINGS, td: { ...DEFAULT_INDICATOR_SETTINGS.td, params: { showOnly9And13: true } } } } };
