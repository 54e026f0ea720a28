import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { Switch } from './switch';

function Controlled({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return <Switch label="Show only 9 and 13" checked={checked} onChange={setChecked} disabled={disabled} />;
}

describe('Switch', () => {
  it('is a switch named by its label, off until clicked, then on', async () => {
    renderUi(<Controlled />);
    const control = screen.getByRole('switch', { name: 'Show only 9 and 13' });
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
  });

  it('toggles with Space and Enter from the keyboard', async () => {
    renderUi(<Controlled />);
    await userEvent.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch')).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('switch')).not.toBeChecked();
  });

  it('does not change while disabled', async () => {
    renderUi(<Controlled disabled />);
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).not.toBeChecked();
  });
});
