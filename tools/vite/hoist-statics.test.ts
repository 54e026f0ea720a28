import hoistNonReactStatics from './hoist-statics';

describe('the build stand-in for hoist-non-react-statics', () => {
  it('copies a static the wrapper lacks and keeps what the wrapper has (its name, its displayName)', () => {
    function Inner(): null {
      return null;
    }
    Inner.displayName = 'Inner';
    (Inner as unknown as { preload: () => string }).preload = () => 'inner';
    function Wrapper(): null {
      return null;
    }
    Wrapper.displayName = 'WithTheme(Inner)';
    const hoisted = hoistNonReactStatics(Wrapper, Inner) as unknown as { preload: () => string; displayName: string; name: string };
    expect(hoisted).toBe(Wrapper);
    expect(hoisted.preload()).toBe('inner');
    expect(hoisted.displayName).toBe('WithTheme(Inner)');
    expect(hoisted.name).toBe('Wrapper');
  });

  it('skips a property it cannot define instead of throwing', () => {
    const target = Object.preventExtensions({});
    expect(() => hoistNonReactStatics(target, { extra: 1 })).not.toThrow();
    expect('extra' in target).toBe(false);
  });
});
