import { screen } from '@testing-library/react';
import { useTheme } from '../theme/theme-provider';
import { renderUi } from '../testing/render';
import { linkStyles } from './link-styles';

function Sample() {
  const theme = useTheme();
  return (
    <a href="/user-agreement" css={linkStyles(theme)}>
      User agreement
    </a>
  );
}

describe('linkStyles', () => {
  it('colours a link with the primary colour and underlines it', () => {
    renderUi(<Sample />);
    const link = screen.getByRole('link', { name: 'User agreement' });
    expect(link).toHaveStyle({ color: '#1D5FD6', textDecoration: 'underline' });
  });

  it('follows the dark theme', () => {
    renderUi(<Sample />, { mode: 'dark' });
    expect(screen.getByRole('link', { name: 'User agreement' })).toHaveStyle({ color: '#5B93FF' });
  });
});
