import type { Meta, StoryObj } from '@storybook/react-vite';
import { css } from '@emotion/react';
import { useTheme } from './theme-provider';

/** Every colour token of the current theme (toolbar: theme, locale for rise colour and direction). */
function Tokens() {
  const theme = useTheme();
  return (
    <div css={css`display: grid; gap: ${theme.spacing[2]}px;`}>
      <p>
        {theme.mode} · {theme.riseColor} · {theme.direction}
      </p>
      {Object.entries(theme.colors).map(([name, value]) => (
        <div key={name} css={css`display: flex; align-items: center; gap: ${theme.spacing[3]}px;`}>
          <span
            aria-hidden="true"
            css={css`
              inline-size: 40px;
              block-size: 24px;
              border-radius: ${theme.radii.sm};
              border: 1px solid ${theme.colors.border};
              background: ${value};
            `}
          />
          <code>{name}</code>
          <code css={css`color: ${theme.colors.mutedText};`}>{value}</code>
        </div>
      ))}
      <p>
        z-index: {Object.entries(theme.zIndex).map(([name, value]) => `${name} ${value}`).join(', ')}
      </p>
      <p>breakpoints: {Object.values(theme.breakpoints).join(', ')} px</p>
    </div>
  );
}

const meta: Meta<typeof Tokens> = { title: 'ui/Theme', component: Tokens };
export default meta;
type Story = StoryObj<typeof Tokens>;

export const ColourTokens: Story = {};
