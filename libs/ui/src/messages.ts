import { defineMessages } from 'react-intl';

/** Text the primitives themselves show (labels of icon buttons, loading state). */
export const uiMessages = defineMessages({
  close: { id: 'ui.close', defaultMessage: 'Close' },
  loading: { id: 'ui.loading', defaultMessage: 'Loading' },
  notifications: { id: 'ui.notifications', defaultMessage: 'Notifications' },
});
