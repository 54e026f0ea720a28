import type { Meta, StoryObj } from '@storybook/react-vite';
import { withWidgetShell } from '../../testing/widget-story-shell';
import { LazyBannerContent } from '../lazy-parts';
import { AppDownloadBanner } from './app-download-banner';

const links = {
  getPageDownloadLinks: () =>
    Promise.resolve({
      ok: true,
      data: {
        pages: { '/': { h5: { c: 'h5_home' }, web: { c: 'web_home' } } },
        china_apk: 'https://download.gate.example/cn.apk',
        overseas_apk: 'https://download.gate.example/global.apk',
      },
    }),
};

const meta: Meta<typeof AppDownloadBanner> = {
  title: 'shell/widgets/AppDownloadBanner',
  component: AppDownloadBanner,
  args: { viewportWidth: 390, isNativeApp: false, isAndroid: false },
  decorators: [withWidgetShell({ site: 'main', api: links })],
  parameters: { layout: 'fullscreen' },
  // The banner body is a lazy part: loaded before the story renders, so a screenshot never races it.
  loaders: [async () => LazyBannerContent.preload()],
};
export default meta;
type Story = StoryObj<typeof AppDownloadBanner>;

/** Mobile (390 px), main site, home page: shown. */
export const MobileHome: Story = { tags: ['matrix'], globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Android: the button downloads the APK. */
export const Android: Story = { args: { isAndroid: true }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Desktop width: hidden (renders nothing). */
export const DesktopHidden: Story = { args: { viewportWidth: 1280 } };
/** On /trade/BTC_USDT: hidden. */
export const TradePageHidden: Story = { parameters: { widgetShell: { site: 'main', api: links, route: '/trade/BTC_USDT' } } };
/** Arabic, right to left. */
export const RightToLeft: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1', isRotated: false } } };
