import { screen, within } from '@testing-library/react';
import { renderWithShell } from '../../testing';
import { RemindBar, type RemindBarProps } from './remind-bar';

const base: Omit<RemindBarProps, 'kind'> = {
  ticketsHref: '/myaccount/tickets',
  loginHref: '/login',
  tipsHref: '/state_compliance_tips',
  onClose: () => undefined,
  onAccept: () => undefined,
};

describe('RemindBar', () => {
  it('switch site names the target site and links to it', () => {
    renderWithShell(<RemindBar {...base} kind="switch-site" switchTo="eu" switchSiteName="Gate EU" switchSiteUrl="https://eu.example" />);
    const bar = screen.getByRole('region', { name: 'Notice' });
    expect(bar).toHaveTextContent(/EU site/);
    expect(within(bar).getByRole('link', { name: 'Switch to Gate EU' })).toHaveAttribute('href', 'https://eu.example');
  });

  it.each([
    ['ip-limit-home', /some of our services are limited/, 'Learn more', '/state_compliance_tips'],
    ['prohibited-countries', /prohibited countries/, 'Learn more', '/state_compliance_tips'],
    ['visitor-ip-limit', /limited in your region/, 'Log in', '/login'],
    ['withdraw-only', /can only withdraw/, 'Create ticket', '/myaccount/tickets'],
  ] as const)('%s shows its text and link', (kind, text, link, href) => {
    renderWithShell(<RemindBar {...base} kind={kind} />);
    const bar = screen.getByRole('region', { name: 'Notice' });
    expect(bar).toHaveTextContent(text);
    expect(within(bar).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(within(bar).getByRole('button', { name: /close/i })).toBeInTheDocument();
  });
});
