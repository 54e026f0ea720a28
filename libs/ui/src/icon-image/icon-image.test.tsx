import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../testing/render';
import { IconImage } from './icon-image';

describe('IconImage', () => {
  it('shows the image with its size and alt text', () => {
    renderUi(<IconImage src="/icons/btc.png" fallbackSrc="/icons/default.png" alt="BTC" width={28} />);
    const img = screen.getByRole('img', { name: 'BTC' });
    expect(img).toHaveAttribute('src', '/icons/btc.png');
    expect(img).toHaveAttribute('width', '28');
    expect(img).toHaveAttribute('height', '28');
  });

  it('swaps to the fallback on a load error, once', () => {
    const onError = jest.fn();
    renderUi(
      <IconImage src="/icons/zzz.png" fallbackSrc="/icons/default.png" alt="ZZZ" width={24} height={20} onError={onError} />,
    );
    const img = screen.getByRole('img', { name: 'ZZZ' });
    expect(img).toHaveAttribute('height', '20');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/icons/default.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/icons/default.png');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('tries a new src again after a previous one failed', () => {
    const { rerender } = renderUi(<IconImage src="/a.png" fallbackSrc="/default.png" alt="coin" width={20} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/default.png');
    rerender(<IconImage src="/b.png" fallbackSrc="/default.png" alt="coin" width={20} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.png');
  });
});
