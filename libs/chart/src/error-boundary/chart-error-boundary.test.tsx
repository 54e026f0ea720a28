import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChart } from '../testing/render-chart';
import { ChartErrorBoundary } from './chart-error-boundary';

function Crash(): never {
  throw new Error('chart exploded');
}

describe('ChartErrorBoundary', () => {
  it('shows "Something went wrong" with a Refresh button that reloads the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = jest.fn();
    const onError = jest.fn();
    renderChart(
      <ChartErrorBoundary reload={reload} onError={onError}>
        <Crash />
      </ChartErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('renders its children when nothing crashes', () => {
    renderChart(
      <ChartErrorBoundary>
        <p>chart</p>
      </ChartErrorBoundary>,
    );
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
