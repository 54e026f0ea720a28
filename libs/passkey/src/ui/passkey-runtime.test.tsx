import { render, screen } from '@testing-library/react';
import { usePasskeyRuntime } from './passkey-runtime';

const paintCallbacks: Array<() => void> = [];
jest.mock('@exchange/platform', () => ({
  ...jest.requireActual('@exchange/platform'),
  afterPainted: (fn: () => void) => paintCallbacks.push(fn),
}));
const detect = jest.fn(async () => true);
jest.mock('../support/detect-support', () => ({ detectPasskeySupport: () => detect() }));

function Probe({ onRuntime }: { onRuntime: (runtime: ReturnType<typeof usePasskeyRuntime>) => void }) {
  onRuntime(usePasskeyRuntime());
  return <p>probe</p>;
}

describe('the default passkey runtime (issue 27: nothing the first paint does not show is fetched before it)', () => {
  it('loads the support check only once the page has painted, then answers it', async () => {
    let runtime: ReturnType<typeof usePasskeyRuntime> | undefined;
    render(<Probe onRuntime={(value) => (runtime = value)} />);
    expect(screen.getByText('probe')).toBeInTheDocument();
    const answer = runtime!.detectSupport();
    await Promise.resolve();
    expect(paintCallbacks).toHaveLength(1);
    expect(detect).not.toHaveBeenCalled();
    paintCallbacks[0]();
    await expect(answer).resolves.toBe(true);
    expect(detect).toHaveBeenCalledTimes(1);
  });
});
