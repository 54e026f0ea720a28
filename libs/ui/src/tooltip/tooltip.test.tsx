import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { Tooltip } from './tooltip';

function renderTooltip() {
  const user = userEvent.setup();
  renderUi(
    <>
      <button type="button">Before</button>
      <Tooltip label="Dark mode">
        <button type="button" aria-pressed="false">
          <span>Dark mode</span>
        </button>
      </Tooltip>
      <button type="button">After</button>
    </>,
  );
  return { user, control: screen.getByRole('button', { name: 'Dark mode' }) };
}

describe('Tooltip', () => {
  it('shows on mouse hover and hides when the pointer leaves', async () => {
    const { user, control } = renderTooltip();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(control);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dark mode');
    await user.unhover(control);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides when focus moves on', async () => {
    const { user, control } = renderTooltip();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(control).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dark mode');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on a touch, where there is no hover, stays when the finger lifts, and a touch elsewhere hides it', async () => {
    const { user, control } = renderTooltip();
    // A tap: the finger lands, the control gets focus, the finger lifts (and so leaves).
    await user.pointer([{ keys: '[TouchA]', target: control }, { keys: '[/TouchA]', target: control }]);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dark mode');
    await user.pointer([{ keys: '[TouchB]', target: screen.getByRole('button', { name: 'After' }) }, { keys: '[/TouchB]' }]);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('a mouse press does not open it through the focus it gives', async () => {
    const { user, control } = renderTooltip();
    await user.pointer({ keys: '[MouseLeft]', target: control });
    // user-event's press comes without a hover first: any tooltip now would be the focus's.
    fireEvent.pointerLeave(control);
    expect(control).toHaveFocus();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('Escape dismisses it without moving the pointer or focus (WCAG 1.4.13)', async () => {
    const { user, control } = renderTooltip();
    await user.hover(control);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
  });
  it('stays while the control keeps keyboard focus, whatever the mouse does, and hides on blur', async () => {
    const { user, control } = renderTooltip();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(control).toHaveFocus();
    await user.hover(control);
    await user.unhover(control);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dark mode');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays while the mouse is over the control after focus moves on, and hides when it leaves', async () => {
    const { user, control } = renderTooltip();
    await user.hover(control);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(control).toHaveFocus();
    await user.tab();
    expect(control).not.toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Dark mode');
    await user.unhover(control);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('Escape hides it while both hover and focus hold; hovering again brings it back', async () => {
    const { user, control } = renderTooltip();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    await user.hover(control);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(control).toHaveFocus();
    await user.unhover(control);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(control);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('a press on a control that has keyboard focus does not stop the next keyboard focus from showing it', async () => {
    const { user, control } = renderTooltip();
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    await user.click(control);
    await user.unhover(control);
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(control).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
