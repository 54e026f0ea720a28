import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from '../theme/theme-provider';
import { linkStyles } from './link-styles';

function Sample() {
  const theme = useTheme();
  return (
    <p>
      By continuing you accept the{' '}
      <a href="#agreement" css={linkStyles(theme)}>
        user agreement
      </a>
      .
    </p>
  );
}

const meta: Meta<typeof Sample> = { title: 'ui/Link', component: Sample };
export default meta;
type Story = StoryObj<typeof Sample>;

export const InText: Story = {};
