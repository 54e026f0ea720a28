import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '../../testing/render-with-shell';
import { SimplePage } from './simple-page';

const ENTRIES = [
  { href: '/trade/BTC_USDT', label: 'Spot trading', description: 'Buy and sell crypto.', icon: <svg data-testid="spot-icon" /> },
  { href: '/signup', label: 'Sign up' },
];

function renderPage(route = '/', locale = 'en') {
  return renderWithShell(
    <Routes>
      <Route path="/trade/:pair" element={<p>trade page</p>} />
      <Route path="/:lang?" element={<SimplePage title="Welcome" intro="Hello." entries={ENTRIES} />} />
    </Routes>,
    { route, locale },
  );
}

describe('SimplePage', () => {
  it('makes each entry one link holding its icon, label and description, named by the label and described by the description', () => {
    renderPage();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(2);
    const spot = screen.getByRole('link', { name: 'Spot trading' });
    expect(spot).toHaveAccessibleDescription('Buy and sell crypto.');
    expect(spot).toHaveAttribute('href', '/trade/BTC_USDT');
    expect(spot).toContainElement(screen.getByTestId('spot-icon'));
    expect(screen.getByTestId('spot-icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(spot).toContainElement(screen.getByText('Buy and sell crypto.'));
    // An entry without a description has none, and no dangling reference.
    expect(screen.getByRole('link', { name: 'Sign up' })).not.toHaveAttribute('aria-describedby');
  });

  it('draws no underline on a card: the border and the icon mark it as a link', () => {
    renderPage();
    for (const link of within(screen.getByRole('list')).getAllByRole('link')) expect(getComputedStyle(link).textDecoration).toBe('none');
  });

  it('follows the link from anywhere on the card, the description included', async () => {
    renderPage();
    await userEvent.click(screen.getByText('Buy and sell crypto.'));
    expect(screen.getByText('trade page')).toBeInTheDocument();
  });

  it('keeps the language prefix on every entry', () => {
    renderPage('/de', 'de');
    expect(screen.getByRole('link', { name: 'Spot trading' })).toHaveAttribute('href', '/de/trade/BTC_USDT');
  });

  it('centres the page at a readable measure (max-inline-size in ch, margin-inline auto)', () => {
    renderPage();
    const page = screen.getByRole('article');
    expect(getComputedStyle(page).maxInlineSize).toMatch(/^\d+ch$/);
    expect(getComputedStyle(page).marginInline).toBe('auto');
  });
});
