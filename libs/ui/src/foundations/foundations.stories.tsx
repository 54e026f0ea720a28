import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadCjkFonts, loadCjkUiFonts } from '../theme/load-cjk-fonts';
import { ColourFoundations, ElevationFoundations, SpacingFoundations, TypographyFoundations } from './foundations';

// One story per foundations page: each MDX page beside this file (Foundations/Colour, /Typography,
// /Spacing, /Elevation) shows its story, and the visual stage screenshots and axe-checks them.
const meta: Meta = { title: 'Foundations/Tokens' };
export default meta;
type Story = StoryObj;

/** Colour tokens, light and dark, with rise/fall in both `market_rise_color` settings. */
export const Colour: Story = { render: () => <ColourFoundations /> };
/** The type scale: families, sizes, weights, line heights. */
export const Typography: Story = {
  // Its Chinese sample shows whatever the toolbar's locale: the CJK faces load before it renders,
  // as the locale loader loads them for a Chinese story (without them a fresh page drew empty boxes).
  loaders: [async () => {
    await Promise.all([loadCjkUiFonts('zh'), loadCjkFonts()]);
    return {};
  }],
  render: () => <TypographyFoundations />,
};
/** Spacing scale, radii, fixed sizes and breakpoints. */
export const Spacing: Story = { render: () => <SpacingFoundations /> };
/** z-index scale and shadows, light and dark. */
export const Elevation: Story = { render: () => <ElevationFoundations /> };
