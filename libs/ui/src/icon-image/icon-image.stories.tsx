import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconImage } from './icon-image';

// Inline SVG data URIs keep the stories free of network requests.
const svg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="${fill}"/><text x="14" y="18" font-size="10" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;
const fallback = svg('#5A6270', '?');

const meta: Meta<typeof IconImage> = {
  title: 'ui/IconImage',
  component: IconImage,
  // A docs page with the prop table.
  tags: ['autodocs'],
  args: { src: svg('#B25E00', 'BTC'), fallbackSrc: fallback, alt: 'BTC', width: 28 },
};
export default meta;
type Story = StoryObj<typeof IconImage>;

export const Loaded: Story = {};
export const FallbackAfterError: Story = { args: { src: 'data:image/png;base64,broken', alt: 'Unknown coin' } };
export const Large: Story = { args: { width: 48 } };
