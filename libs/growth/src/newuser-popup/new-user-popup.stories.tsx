import type { Meta, StoryObj } from '@storybook/react-vite';
import { removeStored } from '@exchange/platform/testing';
import { NEWUSER_POPUP_STORAGE_KEY } from '../constants';
import { withGrowthShell, storyGrowthApi } from '../testing/story-shell';
import { NewUserPopup, NewUserPopupView } from './new-user-popup';
import { DialogOpener } from '@exchange/ui/testing';

const prize = { experiment_variable: 1, group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } };
const guide = { prize_num: '120', isLogin: false };
/** What failed prize calls give (amounts empty). */
const failedPrize = { experiment_variable: 1, group_A: { num: '' }, group_B: { num_first: '', num_second: '' } };
const failedGuide = { prize_num: '', isLogin: false };

const meta = {
  title: 'growth/NewUserPopup',
  component: NewUserPopupView,
  decorators: [withGrowthShell()],
  args: { open: true, variant: 'A', prize, guide, onClose: () => undefined, onConfirm: () => undefined },
} satisfies Meta<typeof NewUserPopupView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Variant A (experiment variable 1): one amount, group_A.num. */
export const VariantA: Story = { tags: ['matrix'] };

/** Variant B (experiment variable 2): group_B.num_first then num_second. */
export const VariantB: Story = { args: { variant: 'B' } };

/** Prize calls failed: amounts shown as $0 and no total. */
export const PrizeFailed: Story = {
  args: { prize: failedPrize, guide: failedGuide },
};

/** Variant B with failed amounts. */
export const VariantBPrizeFailed: Story = {
  args: { variant: 'B', prize: { ...failedPrize, experiment_variable: 2 }, guide: failedGuide },
};

/** The mounted popup asking the (fake) server: variant B for a visitor. */
export const MountedForVisitor: Story = {
  // The popup records each show; start every visit of this story from "never shown".
  beforeEach: () => removeStored(NEWUSER_POPUP_STORAGE_KEY),
  decorators: [
    withGrowthShell({
      services: {
        api: storyGrowthApi({
          getNewbiePrizePop: { code: 0, data: { experiment_variable: 2, group_A: { num: '100' }, group_B: { num_first: '20', num_second: '80' } } },
          getNewbiePrizeGuide: { code: 0, data: { prize_num: '120' } },
        }),
      },
    }),
  ],
  render: () => <NewUserPopup />,
};

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const OpenedFromButton: Story = {
  tags: ['keyboard'],
  render: (args) => <DialogOpener>{(open, close) => <NewUserPopupView {...args} open={open} onClose={close} />}</DialogOpener>,
};
