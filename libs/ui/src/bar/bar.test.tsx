import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/button';
import { renderUi } from '../testing/render';
import { Bar } from './bar';

function Closable() {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Bar label="Withdraw only" onClose={() => setShown(false)} action={<Button href="/myaccount/tickets">Create ticket</Button>}>
      Your account can only withdraw.
    </Bar>
  ) : null;
}

describe('Bar', () => {
  it('is a named region holding the text and the action', () => {
    renderUi(<Closable />);
    const bar = screen.getByRole('region', { name: 'Withdraw only' });
    expect(bar).toHaveTextContent('Your account can only withdraw.');
    expect(within(bar).getByRole('link', { name: 'Create ticket' })).toHaveAttribute('href', '/myaccount/tickets');
  });

  it('closing removes the bar', async () => {
    renderUi(<Closable />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Withdraw only' })).not.toBeInTheDocument();
  });

  it('has no close button without onClose and defaults to the bottom edge', () => {
    renderUi(<Bar label="Cookies">We use cookies.</Bar>);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookies' })).toHaveAttribute('data-position', 'bottom');
  });

  it('can sit at the top', () => {
    renderUi(
      <Bar label="Tips" position="top">
        Feature restricted
      </Bar>,
    );
    expect(screen.getByRole('region', { name: 'Tips' })).toHaveAttribute('data-position', 'top');
  });

  it('wraps its actions under the text below the 992 px reminder-bar breakpoint', () => {
    renderUi(
      <Bar label="Switch site" action={<button type="button">Go</button>}>
        Switch to the EU site
      </Bar>,
    );
    const rules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .map((rule) => rule.conditionText);
    expect(rules).toContain('(max-width: 991.98px)');
  });

  // Its one row under the 992 px breakpoint is a layout (apps/main/e2e/first-view-phone.e2e.ts).
  it('a compact bar has the small text', () => {
    renderUi(
      <>
        <Bar label="Notice" compact action={<Button size="sm">Accept</Button>} onClose={() => undefined}>
          We use cookies.
        </Bar>
        <Bar label="Withdraw only" action={<Button size="sm">Create ticket</Button>}>
          Your account can only withdraw.
        </Bar>
      </>,
    );
    const compact = screen.getByRole('region', { name: 'Notice' });
    const regular = screen.getByRole('region', { name: 'Withdraw only' });
    expect(getComputedStyle(compact).fontSize).toBe('12px');
    expect(getComputedStyle(regular).fontSize).not.toBe('12px');
  });
});
