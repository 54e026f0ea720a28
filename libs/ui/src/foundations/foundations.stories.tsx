import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourFoundations, ElevationFoundations, SpacingFoundations, TypographyFoundations } from './foundations';

// One story per foundations page: each MDX page beside this file (Foundations/Colour, /Typography,
// /Spacing, /Elevation) shows its story, and the visual stage screenshots and axe-checks them.
const meta: Meta = { title: 'Foundations/Tokens' };
export default meta;
type Story = StoryObj;

/** Colour tokens, light and dark, with rise/fall in both `market_rise_color` settings. */
export const Colour: Story = { render: () => <ColourFoundations /> };
/** The type scale: families, sizes, weights, line heights. */
export const Typography: Story = { render: () => <TypographyFoundations /> };
/** Spacing scale, radii, fixed sizes and breakpoints. */
export const Spacing: Story = { render: () => <SpacingFoundations /> };
/** z-index scale and shadows, light and dark. */
export const Elevation: Story = { render: () => <ElevationFoundations /> };
