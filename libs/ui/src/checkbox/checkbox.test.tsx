import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { Checkbox } from './checkbox';

function Controlled({ disabled }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox label="I have read and understood" checked={checked} onChange={setChecked} disabled={disabled} />
      <button type="button" disabled={!checked}>
        Confirm
      </button>
    </>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles on click of the label', async () => {
    renderUi(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'I have read and understood' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(screen.getByText('I have read and understood'));
    expect(box).toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('toggles with Space from the keyboard', async () => {
    const user = userEvent.setup();
    renderUi(<Controlled />);
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('cannot change when disabled (locked)', async () => {
    renderUi(<Controlled disabled />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('links its description for assistive technology', () => {
    renderUi(<Checkbox label="Don't show again for 7 days" description="You can change this later" />);
    expect(screen.getByRole('checkbox', { name: "Don't show again for 7 days" })).toHaveAccessibleDescription(
      'You can change this later',
    );
  });
});
