import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { renderWithShell } from '../../testing/render-with-shell';
import { setPlatformErrorSink } from '@exchange/platform/testing';
import { OverlayErrorBoundary, PageErrorBoundary } from './page-error-boundary';

function Crashing(): never {
  throw new Error('boom');
}

describe('PageErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React reports caught errors on the console; the test asserts what the user sees instead.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    setPlatformErrorSink(undefined);
  });

  it('shows the page as usual when nothing fails', () => {
    renderWithShell(
      <PageErrorBoundary>
        <p>Markets</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Markets')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a crashed page with a message and a Reload button that reloads, and reports the crash', async () => {
    const reload = jest.fn();
    const reported: string[] = [];
    setPlatformErrorSink((scope) => reported.push(scope));
    renderWithShell(
      <PageErrorBoundary reload={reload}>
        <Crashing />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reported).toEqual(['page']);
  });

  it('catches a page whose code failed to download', async () => {
    const Page = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    renderWithShell(
      <PageErrorBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
  });
});

describe('OverlayErrorBoundary', () => {
  it('drops a crashed overlay and reports it, leaving the page around it on screen', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: string[] = [];
    setPlatformErrorSink((scope) => reported.push(scope));
    renderWithShell(
      <main>
        <h1>Markets</h1>
        <OverlayErrorBoundary>
          <Crashing />
        </OverlayErrorBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Markets' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reported).toEqual(['overlay']);
    consoleError.mockRestore();
    setPlatformErrorSink(undefined);
  });
});
