import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { HomePage } from './home-page';
import { HomeSectionsContext } from './home-sections';

const CARDS = [
  ['Spot trading', '/trade/BTC_USDT'],
  ['Futures', '/futures/USDT/BTC_USDT'],
  ['Simple earn', '/simple-earn'],
  ['Copy trading', '/copytrading'],
  ['Rewards hub', '/rewards_hub'],
  ['Buy crypto', '/crypto/buy'],
] as const;

describe('HomePage', () => {
  it('offers each area of the exchange as one card link with an icon, a title and one line of description', () => {
    renderWithShell(<HomePage />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CARDS.map(([, href]) => href));
    for (const [title, href] of CARDS) {
      const card = screen.getByRole('link', { name: title });
      expect(card).toHaveAttribute('href', href);
      expect(card.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();
      // One line of its own: a description that is not the title again.
      expect(card).toHaveAccessibleDescription(/\S/);
      expect(card).not.toHaveAccessibleDescription(title);
    }
  });

  it('puts the app’s home sections (the markets list) under the cards', () => {
    renderWithShell(
      <HomeSectionsContext.Provider value={<section aria-label="Markets" />}>
        <HomePage />
      </HomeSectionsContext.Provider>,
    );
    expect(screen.getByRole('region', { name: 'Markets' })).toBeInTheDocument();
  });
});
