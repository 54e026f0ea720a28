import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render';
import { Menu, MenuButton, type MenuItem } from './menu';

const items: MenuItem[] = [
  { id: 'order', label: 'Quick order' },
  { id: 'disabled', label: 'Coming soon', disabled: true },
  { id: 'alert', label: 'Price alert' },
];

describe('MenuButton', () => {
  it('is a collapsed menu button until clicked', async () => {
    renderUi(<MenuButton label="Actions" items={items} onSelect={jest.fn()} />);
    const button = screen.getByRole('button', { name: 'Actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Quick order' })).toHaveFocus();
  });

  it('moves with the arrow keys, skipping disabled items and wrapping', async () => {
    const user = userEvent.setup();
    renderUi(<MenuButton label="Actions" items={items} onSelect={jest.fn()} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Quick order' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Price alert' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Quick order' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Price alert' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Quick order' })).toHaveFocus();
  });

  it('ArrowUp on the button opens at the last item', async () => {
    const user = userEvent.setup();
    renderUi(<MenuButton label="Actions" items={items} onSelect={jest.fn()} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Price alert' })).toHaveFocus();
  });

  it('Enter chooses the focused item, closes and refocuses the button', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderUi(<MenuButton label="Actions" items={items} onSelect={onSelect} />);
    screen.getByRole('button', { name: 'Actions' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('alert');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('Escape closes without choosing; disabled items cannot be chosen', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderUi(<MenuButton label="Actions" items={items} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Coming soon' }));
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <MenuButton label="Actions" items={items} onSelect={jest.fn()} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('a menu of choices', () => {
  it('names the current choice checked (menuitemradio), moves over every choice and reports the one chosen', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    const choices: MenuItem[] = [
      { id: '1W', label: '1W', checked: false },
      { id: '1M', label: '1M', checked: true },
    ];
    renderUi(<MenuButton label="More" items={choices} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitemradio', { name: '1W' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: '1M' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: '1W' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: '1M' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('1W');
  });
});

describe('Menu at a point (context menu)', () => {
  it('renders a named menu at the given viewport point and reports the choice', async () => {
    const onSelect = jest.fn();
    const onClose = jest.fn();
    renderUi(
      <Menu open label="Chart actions" items={items} onSelect={onSelect} onClose={onClose} anchorPoint={{ x: 120, y: 80 }} />,
    );
    const menu = screen.getByRole('menu', { name: 'Chart actions' });
    expect(menu).toHaveStyle({ left: '120px', top: '80px' });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Quick order' }));
    expect(onSelect).toHaveBeenCalledWith('order');
    expect(onClose).toHaveBeenCalled();
  });
});
