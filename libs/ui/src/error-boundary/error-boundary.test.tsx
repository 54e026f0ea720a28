import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('part exploded');
}

describe('ErrorBoundary', () => {
  it('shows its fallback in place of a child that throws, and reports the error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    render(
      <>
        <ErrorBoundary fallback={<p>fallback</p>} onError={onError}>
          <Crash />
        </ErrorBoundary>
        <p>rest of the page</p>
      </>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'part exploded' }), expect.anything());
    jest.restoreAllMocks();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>part</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('part')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
