import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../testing';
import { DevToolbarView } from './dev-toolbar';

const scenarios = [
  { name: 'visitor', loggedIn: false },
  { name: 'user', loggedIn: true },
];

describe('DevToolbarView', () => {
  it('starts folded into a pill naming the scenario, so it covers no page content', () => {
    renderWithShell(<DevToolbarView scenarios={scenarios} current="user" onPick={jest.fn()} />);
    const pill = screen.getByTestId('dev-toolbar');
    expect(pill.tagName).toBe('DETAILS');
    expect(pill).not.toHaveAttribute('open');
    expect(screen.getByText('Mock scenario: user')).toBeInTheDocument();
  });

  it('unfolds on the pill and switches the scenario', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    renderWithShell(<DevToolbarView scenarios={scenarios} current="visitor" onPick={onPick} />);
    await user.click(screen.getByText('Mock scenario: visitor'));
    expect(screen.getByTestId('dev-toolbar')).toHaveAttribute('open');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mock scenario' }), 'user');
    expect(onPick).toHaveBeenCalledWith('user');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/__mock/logout');
  });
});
