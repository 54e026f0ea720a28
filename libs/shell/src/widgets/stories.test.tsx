import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createTheme, ThemeProvider } from '@exchange/ui';
import * as appBanner from './app-banner/app-download-banner.stories';
import * as chatRoom from './chat-room/chat-room-widget.stories';
import * as coinIcon from './coin-icon/coin-icon.stories';
import * as depositDrawer from './deposit/deposit-drawer.stories';
import * as depositPicker from './deposit/deposit-picker.stories';
import * as fundPassword from './fund-password/fund-password-dialog.stories';
import * as headerActions from './header-actions/header-actions.stories';
import * as notFound from '../pages/not-found/not-found-page.stories';

// A small stand-in for Storybook's composeStories: story decorators inside meta decorators,
// the story's render (or the component with its args), and the toolbar globals in the context.
type AnyStory = {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  decorators?: Decorator[];
  render?: (args: Record<string, unknown>, context: unknown) => ReactElement;
};
type Decorator = (
  story: ComponentType,
  context: { globals: Record<string, unknown>; args: Record<string, unknown>; parameters: Record<string, unknown> },
) => ReactElement;
type StoriesModule = { default: AnyStory & { component?: ComponentType<Record<string, unknown>>; title?: string } } & Record<string, unknown>;

const modules: Record<string, StoriesModule> = {
  appBanner: appBanner as unknown as StoriesModule,
  chatRoom: chatRoom as unknown as StoriesModule,
  coinIcon: coinIcon as unknown as StoriesModule,
  depositDrawer: depositDrawer as unknown as StoriesModule,
  depositPicker: depositPicker as unknown as StoriesModule,
  fundPassword: fundPassword as unknown as StoriesModule,
  headerActions: headerActions as unknown as StoriesModule,
  notFound: notFound as unknown as StoriesModule,
};

const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${mod.default.title ?? file} / ${name}`, mod, story as AnyStory] as const),
);

function compose(mod: StoriesModule, story: AnyStory): ReactElement {
  const meta = mod.default;
  const args = { ...meta.args, ...story.args };
  const globals = { locale: 'en', site: 'main', theme: 'light', ...meta.globals, ...story.globals };
  const parameters = { ...meta.parameters, ...story.parameters };
  const context = { globals, args, parameters };
  const render = story.render ?? meta.render;
  const Component = meta.component;
  let Current: ComponentType = () => (render ? render(args, context) : Component ? <Component {...args} /> : <></>);
  for (const decorator of [...(story.decorators ?? []), ...(meta.decorators ?? [])]) {
    const Inner: ComponentType = Current;
    Current = (): ReactElement => decorator(Inner, context);
  }
  const direction = globals.locale === 'ar' ? 'rtl' : 'ltr';
  return (
    <IntlProvider locale={String(globals.locale)} defaultLocale="en" messages={{}} onError={() => undefined}>
      <ThemeProvider theme={createTheme({ mode: 'light', riseColor: 'green-up', direction })}>
        <Current />
      </ThemeProvider>
    </IntlProvider>
  );
}

/**
 * Waits, inside act, until the story is still: its lazy parts loaded, its data (the coin-icon
 * whitelist, the fund-password settings) arrived and rendered, so no update lands after the test.
 */
async function settled(root: HTMLElement): Promise<void> {
  let before = '';
  for (let still = 0, tries = 0; still < 2 && tries < 50; tries += 1) {
    before = root.innerHTML;
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    still = root.innerHTML === before ? still + 1 : 0;
  }
}

describe('widget stories', () => {
  afterEach(cleanup);

  it('has a story for every widget, with an explicit right-to-left story for the drawer and the not-found page', () => {
    expect(Object.keys(depositDrawer)).toContain('RightToLeft');
    expect(Object.keys(notFound)).toContain('RightToLeft');
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it('passes each story its own shell state (DepositRestricted has no second section, Default has it)', () => {
    const view = render(compose(modules.depositDrawer, depositDrawer.Default as AnyStory));
    expect(screen.getByRole('region', { name: "Don't have assets" })).toBeInTheDocument();
    view.unmount();
    render(compose(modules.depositDrawer, depositDrawer.DepositRestricted as AnyStory));
    expect(screen.getByRole('region', { name: 'Have assets' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Don't have assets" })).not.toBeInTheDocument();
  });

  it.each(cases)('%s renders without an error', async (_, mod, story) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(compose(mod, story));
      });
      await settled(document.body);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
