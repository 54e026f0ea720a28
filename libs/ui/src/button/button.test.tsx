import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { Button } from './button';

describe('Button', () => {
  it('is a button of type button that reports clicks', async () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Confirm</Button>);
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not report clicks when disabled', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Confirm
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('while loading is busy, stays focusable and ignores clicks', async () => {
    const onClick = jest.fn();
    renderUi(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('renders a link when given href', () => {
    renderUi(
      <Button href="/myaccount/security" variant="secondary">
        Go certified
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Go certified' })).toHaveAttribute('href', '/myaccount/security');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a disabled link has no href and is marked aria-disabled', () => {
    renderUi(
      <Button href="/myaccount/tickets" disabled>
        Create ticket
      </Button>,
    );
    const link = screen.getByText('Create ticket').closest('a');
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('submits a form when type is submit', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderUi(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
