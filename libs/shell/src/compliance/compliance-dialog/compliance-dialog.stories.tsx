import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '@exchange/ui';
import { ComplianceDialog } from './compliance-dialog';
import { THEMED_MODES } from '@exchange/ui/testing';

const noop = () => undefined;

const meta: Meta<typeof ComplianceDialog> = {
  title: 'shell/compliance/ComplianceDialog',
  parameters: { chromatic: { modes: THEMED_MODES } },
  component: ComplianceDialog,
  args: { locale: 'en', closable: true, onConfirm: noop, onClose: noop },
};
export default meta;
type Story = StoryObj<typeof ComplianceDialog>;

export const RestrictedLocation: Story = { tags: ['matrix'], args: { kind: 'restricted-country', closable: false } };
export const LowKyc: Story = { args: { kind: 'low-kyc' } };
export const WithdrawOnly: Story = { args: { kind: 'withdraw-only' } };
export const RiskUserClosable: Story = {
  args: { kind: 'risk-user', riskMessage: 'Your account needs additional verification. Please complete the risk questionnaire.' },
};
export const RiskUserNotClosable: Story = {
  args: { kind: 'risk-user', closable: false, riskMessage: 'Your account needs additional verification. Please complete the risk questionnaire.' },
};
export const Netherlands: Story = { args: { kind: 'Netherlands' } };
/** The exit date in the page's language: the site code `br` is Brazilian Portuguese, the time stays 00:00 UTC. */
export const NetherlandsBrazilianPortuguese: Story = { args: { kind: 'Netherlands', locale: 'br' } };
export const UzbekistanAssets: Story = { args: { kind: 'UZBEKISTAN_ASSETS' } };
export const Uzbekistan: Story = { args: { kind: 'UZBEKISTAN' } };
export const HongKong: Story = { args: { kind: 'HK' } };
export const UkHome: Story = { args: { kind: 'UK_HOME' } };
export const UkModalChinese: Story = { args: { kind: 'uk-modal', locale: 'zh' }, globals: { locale: 'zh' } };
export const Brazil: Story = { args: { kind: 'BX' } };
export const Italy: Story = { args: { kind: 'ITALY' } };
export const Ltw: Story = { args: { kind: 'LTW' } };
export const KycUpgrade: Story = { args: { kind: 'kyc-upgrade' } };

const business = {
  title: 'Important notice',
  content: '<p>Please read the User Agreement and the Privacy Policy before you continue trading.</p>',
  ok_button: 'Confirm',
  cancel_button: 'Cancel',
  ok_button_router: '/myaccount/security',
  text_link: [
    { key: 'User Agreement', link: '/user-agreement' },
    { key: 'Privacy Policy', link: '/privacy-policy' },
  ],
  no_close_button: false,
  type: 1,
};
export const BusinessNotice: Story = { tags: ['matrix'], args: { kind: 'business-notice', business } };
export const BusinessNoticeNoCloseButton: Story = {
  args: { kind: 'business-notice', business: { ...business, no_close_button: true, cancel_button: '' } },
};
export const BusinessNoticeHostileContent: Story = {
  args: {
    kind: 'business-notice',
    business: { ...business, content: 'Safe text <img src=x onerror=alert(1)> <a href="javascript:alert(1)">link</a> <script>alert(1)</script>' },
  },
};

export const RestrictedLocationDark: Story = { args: { kind: 'restricted-country', closable: false }, globals: { theme: 'dark' } };
export const RestrictedLocationRtl: Story = { args: { kind: 'restricted-country', closable: false, locale: 'ar' }, globals: { locale: 'ar' } };
export const NetherlandsRtl: Story = { args: { kind: 'Netherlands', locale: 'ar' }, globals: { locale: 'ar' } };
export const BusinessNoticeRtl: Story = { args: { kind: 'business-notice', business, locale: 'ar' }, globals: { locale: 'ar' } };

/** Opened from a button: the keyboard path (focus moves in, Tab stays inside, Escape closes, focus returns to the button). */
export const LowKycFromButton: Story = {
  tags: ['keyboard'],
  render: function LowKycFromButtonStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        {open && <ComplianceDialog {...args} kind="low-kyc" onClose={() => setOpen(false)} />}
      </>
    );
  },
};

/** The restricted-location notice opened from a button: not closable, so Escape leaves it open and Tab stays inside. */
export const RestrictedLocationFromButton: Story = {
  tags: ['keyboard', 'keyboard-stays-open'],
  render: function RestrictedLocationFromButtonStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        {open && <ComplianceDialog {...args} kind="restricted-country" closable={false} onClose={() => setOpen(false)} />}
      </>
    );
  },
};
