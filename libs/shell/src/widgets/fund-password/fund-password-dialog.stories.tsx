import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@exchange/ui';
import type { ApiEndpoints } from '@exchange/api';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { FundPassFrequencyDialog } from './fund-pass-frequency-dialog';
import { FundPasswordDialog } from './fund-password-dialog';
import { DialogOpener } from '@exchange/ui/testing';

const meta: Meta<typeof FundPasswordDialog> = {
  title: 'shell/widgets/FundPasswordDialog',
  component: FundPasswordDialog,
  args: { open: true, onClose: () => undefined, onConfirm: () => undefined },
  decorators: [withWidgetShell()],
};
export default meta;
type Story = StoryObj<typeof FundPasswordDialog>;

const frequencyApi = (frequency: 0 | 1 | 2, msg = 'Fund password incorrect'): Partial<ApiEndpoints> => ({
  getFundPassFrequency: () => Promise.resolve({ ok: true, data: { frequency } }),
  postQuerySafe: () => Promise.resolve({ ok: false, data: { result: false, msg }, message: msg }),
});

/** Confirm stays disabled until a fund password is typed. */
export const Default: Story = { tags: ['matrix'] };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** The validity settings: current value "one hour"; any submit answers with the server's message. */
export const FrequencySettings: Story = {
  parameters: { widgetShell: { api: frequencyApi(1) } },
  render: () => <FundPassFrequencyDialog open onClose={() => undefined} />,
};
/** The validity settings with "never" as the current value. */
export const FrequencyNever: Story = {
  parameters: { widgetShell: { api: frequencyApi(0) } },
  render: () => <FundPassFrequencyDialog open onClose={() => undefined} />,
};
/** The validity settings at a mobile width. */
export const FrequencyMobile: Story = {
  ...FrequencySettings,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <FundPasswordDialog {...args} open={open} onClose={close} />}</DialogOpener>,
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const FrequencyFromButton: Story = {
  tags: ['keyboard'],
  parameters: { widgetShell: { api: frequencyApi(1) } },
  render: function FrequencyFromButtonStory() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <FundPassFrequencyDialog open={open} onClose={() => setOpen(false)} />
      </>
    );
  },
};
