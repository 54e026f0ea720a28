import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderUi } from '../testing/render';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notice
      </button>
      <Dialog
        title="Restricted Location"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>I Acknowledge</Button>}
      >
        <p>Services are unavailable.</p>
        <a href="#more">More</a>
      </Dialog>
    </>
  );
}

async function openDialog(props: Partial<DialogProps> = {}) {
  const user = userEvent.setup();
  renderUi(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open notice' }));
  return user;
}

describe('Dialog', () => {
  it('caps its height with 100vh first, then 100dvh: an engine without dvh (Safari before 15.4) keeps the vh cap', () => {
    // jsdom's style sheets keep only the last of two declarations, so the order is read from the source.
    const source = fs.readFileSync(path.join(__dirname, 'dialog.tsx'), 'utf8');
    expect(source).toMatch(/max-block-size: calc\(100vh - [^;]+;\s*(?:\/\*[^*]*\*\/\s*)?max-block-size: calc\(100dvh - /);
  });

  it('is a modal dialog named by its title', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Restricted Location' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('Services are unavailable.')).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderUi(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus inside and keeps Tab and Shift+Tab inside', async () => {
    const user = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const more = screen.getByRole('link', { name: 'More' });
    const ack = screen.getByRole('button', { name: 'I Acknowledge' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(ack).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ack).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open notice' })).toHaveFocus();
  });

  it('ignores Escape when dismissible is false', async () => {
    const onClose = jest.fn();
    const user = await openDialog({ dismissible: false, onClose });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close on an overlay click by default, and focus stays inside', async () => {
    const user = await openDialog();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click when closeOnOverlayClick, but not on a click inside', async () => {
    const user = await openDialog({ closeOnOverlayClick: true });
    await user.click(screen.getByText('Services are unavailable.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the close button', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can hide the close button (no_close_button) and focuses the first action instead', async () => {
    await openDialog({ hideCloseButton: true });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More' })).toHaveFocus();
  });

  it('footer actions work', async () => {
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'I Acknowledge' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
