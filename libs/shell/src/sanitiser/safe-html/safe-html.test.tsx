import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the sanitised HTML once DOMPurify has loaded', async () => {
    const { container } = render(
      <SafeHtml
        html={'Read the User Agreement <a href="https://evil.example">here</a><img src=x onerror="window.__xss=1">'}
        textLinks={[{ key: 'User Agreement', link: '/user-agreement' }]}
        origin="http://localhost"
        fallback={<span>loading</span>}
      />,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(screen.getByText('here')).not.toHaveAttribute('href');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('follows a new html prop', async () => {
    const { rerender } = render(<SafeHtml html="<b>first</b>" origin="http://localhost" />);
    expect(await screen.findByText('first')).toBeInTheDocument();
    rerender(<SafeHtml html="<b>second</b>" origin="http://localhost" />);
    expect(await screen.findByText('second')).toBeInTheDocument();
    expect(screen.queryByText('first')).toBeNull();
  });
});
