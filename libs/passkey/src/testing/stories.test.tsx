import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import * as loginStories from '../ui/login-page/login-page.stories';
import * as managerStories from '../ui/passkey-manager-page/passkey-manager-page.stories';
import * as verifyStories from '../ui/passkey-verify-button/passkey-verify-button.stories';

// Renders every passkey story the way Storybook composes it (story decorators inside meta
// decorators, args, toolbar globals), in English light and Arabic dark.
type Context = { globals: Record<string, unknown>; args: Record<string, unknown>; parameters: Record<string, unknown> };
type Decorator = (story: ComponentType, context: Context) => ReactElement;
type AnyStory = { args?: Record<string, unknown>; decorators?: Decorator[] };
type StoriesModule = { default: AnyStory & { component: ComponentType<Record<string, unknown>>; title: string } } & Record<string, unknown>;

/** Text every story of a file shows, whatever its state. */
const MARKERS: [StoriesModule, RegExp][] = [
  [managerStories as unknown as StoriesModule, /^Passkeys$/],
  [loginStories as unknown as StoriesModule, /^Log in$/],
  [verifyStories as unknown as StoriesModule, /passkey|in the app/i],
];

const cases = MARKERS.flatMap(([mod, marker]) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .flatMap(([name, story]) =>
      (['en/light', 'ar/dark'] as const).map((look) => [`${mod.default.title} / ${name} (${look})`, mod, story as AnyStory, look, marker] as const),
    ),
);

function compose(mod: StoriesModule, story: AnyStory, look: 'en/light' | 'ar/dark'): ReactElement {
  const [locale, theme] = look.split('/');
  const args = { ...mod.default.args, ...story.args };
  const context: Context = { globals: { locale, theme, site: 'main' }, args, parameters: {} };
  const Component = mod.default.component;
  let Current: ComponentType = () => <Component {...args} />;
  for (const decorator of [...(story.decorators ?? []), ...(mod.default.decorators ?? [])]) {
    const Inner: ComponentType = Current;
    Current = (): ReactElement => decorator(Inner, context);
  }
  return <Current />;
}

afterEach(cleanup);

it('covers every story file', () => {
  expect(cases.length).toBeGreaterThanOrEqual(2 * (11 + 7 + 6));
});

it.each(cases)('%s renders', async (_name, mod, story, look, marker) => {
  render(compose(mod, story, look));
  await act(async () => undefined);
  expect(screen.getAllByText(marker).length).toBeGreaterThan(0);
});
