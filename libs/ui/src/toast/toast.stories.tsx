import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { Button } from '../button/button';
import { createToastStore, type ToastKind } from './toast-store';
import { ToastViewport } from './toast';

function Demo({ kinds }: { kinds: { kind: ToastKind; message: string }[] }) {
  // Each story owns its queue so toasts never leak between stories; they stay until closed.
  const [store] = useState(createToastStore);
  useEffect(() => {
    kinds.forEach((k) => store.show({ ...k, durationMs: Infinity }));
    return () => store.clear();
  }, [kinds, store]);
  return (
    <>
      <Button onClick={() => store.show({ kind: 'success', message: 'Another toast' })}>Show toast</Button>
      <ToastViewport store={store} />
    </>
  );
}

const meta: Meta<typeof Demo> = { title: 'ui/Toast', component: Demo, tags: ['autodocs'] };
export default meta;
type Story = StoryObj<typeof Demo>;

export const SuccessToast: Story = { args: { kinds: [{ kind: 'success', message: 'Passkey created' }] } };
export const ErrorToast: Story = { args: { kinds: [{ kind: 'error', message: 'request data error, please try later' }] } };
export const WarningToast: Story = { args: { kinds: [{ kind: 'warning', message: 'Your session expires soon' }] } };
export const Stacked: Story = {
  args: {
    kinds: [
      { kind: 'success', message: 'Saved' },
      { kind: 'warning', message: 'Check your network' },
      { kind: 'error', message: 'Error' },
    ],
  },
};
