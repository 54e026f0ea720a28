import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces itself as a status named Loading', () => {
    renderUi(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('takes a custom label and size', () => {
    renderUi(<Spinner label="Fetching prices" size={32} />);
    const spinner = screen.getByRole('status', { name: 'Fetching prices' });
    expect(spinner).toHaveStyle({ width: '32px', height: '32px' });
  });

  it('is hidden from assistive technology when decorative', () => {
    renderUi(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
