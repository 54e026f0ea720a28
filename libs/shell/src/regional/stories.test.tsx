import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createTheme, ThemeProvider } from '@exchange/ui';
import * as footer from '../layout/footer/footer.stories';
import * as header from '../layout/header/header.stories';
import * as sideMenu from '../layout/side-menu/side-menu.stories';
import * as declaration from './declaration/declaration.stories';
import * as euModal from './eu-modal/eu-modal.stories';
import * as registration from './registration-modal/registration-modal.stories';
import * as turkeyChooser from './turkey-chooser/turkey-chooser.stories';
import * as upcoming from './upcoming-feature-modal/upcoming-feature-modal.stories';
import * as agreement from './user-agreement-modal/user-agreement-modal.stories';

// A small stand-in for Storybook's composeStories (as the widget stories test does).
type Context = { globals: Record<string, unknown>; args: Record<string, unknown>; parameters: Record<string, unknown> };
type Decorator = (story: ComponentType, context: Context) => ReactElement;
type AnyStory = {
  args?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
  decorators?: Decorator[];
  render?: (args: Record<string, unknown>, context: unknown) => ReactElement;
};
type StoriesModule = { default: AnyStory & { component?: ComponentType<Record<string, unknown>>; title?: string } } & Record<string, unknown>;

const modules = { footer, header, sideMenu, declaration, euModal, registration, turkeyChooser, upcoming, agreement } as unknown as Record<string, StoriesModule>;

function compose(mod: StoriesModule, story: AnyStory): ReactElement {
  const meta = mod.default;
  const args = { ...meta.args, ...story.args };
  const globals = { locale: 'en', site: 'main', theme: 'light', ...meta.globals, ...story.globals };
  const parameters = { ...meta.parameters, ...story.parameters };
  const context = { globals, args, parameters };
  const renderStory = story.render ?? meta.render;
  const Component = meta.component;
  let Current: ComponentType = () => (renderStory ? renderStory(args, context) : Component ? <Component {...args} /> : <></>);
  for (const decorator of [...(story.decorators ?? []), ...(meta.decorators ?? [])]) {
    const Inner: ComponentType = Current;
    Current = (): ReactElement => decorator(Inner, context);
  }
  return (
    <IntlProvider locale={String(globals.locale)} defaultLocale="en" messages={{}} onError={() => undefined}>
      <ThemeProvider theme={createTheme({ mode: 'light', riseColor: 'green-up', direction: globals.locale === 'ar' ? 'rtl' : 'ltr' })}>
        <Current />
      </ThemeProvider>
    </IntlProvider>
  );
}

const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${mod.default.title ?? file} / ${name}`, mod, story as AnyStory] as const),
);

describe('regional and layout stories', () => {
  afterEach(cleanup);

  it('covers every modal, footer variant, side-menu variant and header state', () => {
    expect(Object.keys(sideMenu)).toEqual(expect.arrayContaining(['WideExpanded', 'WideCollapsed', 'WideDropdown', 'CompactExpanded', 'CompactCollapsed', 'CompactDropdown']));
    expect(Object.keys(footer)).toEqual(expect.arrayContaining(['Main', 'Turkey', 'TurkeySigned', 'HongKong', 'Eu', 'Us', 'Japan', 'Narrow', 'DownloadModal']));
    expect(Object.keys(declaration)).toEqual(expect.arrayContaining(['NeedSign', 'Signing', 'Signed']));
  });

  it('the Japan footer story shows the fixed company line and the signed Turkey story the declaration link', async () => {
    render(compose(modules.footer, footer.Japan as AnyStory));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Gate Japan Co., Ltd.');
    cleanup();
    render(compose(modules.footer, footer.TurkeySigned as AnyStory));
    expect(await screen.findByRole('link', { name: 'Customer declaration' })).toBeInTheDocument();
  });

  it.each(cases)('%s renders without errors', async (_, mod, story) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(compose(mod, story));
    // Let the sanitiser (loaded asynchronously) settle inside act.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(container.ownerDocument.body.textContent?.trim().length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
