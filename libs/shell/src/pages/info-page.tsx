import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SimplePage } from '../page-template/simple-page/simple-page';
import { InfoLayout } from '../layout/side-menu/info-layout';

/** An information page inside the information pages' side menu, which links them to each other. */
function InfoPage({ title }: { title: ReactNode }): ReactNode {
  return (
    <InfoLayout>
      <SimplePage
        title={title}
        intro={<FormattedMessage id="shell.info.intro" defaultMessage="This page is published by the exchange's legal and communications teams." />}
      />
    </InfoLayout>
  );
}

/** The title of each information page of the route table, by its route path. */
const INFO_TITLES: Readonly<Record<string, ReactNode>> = {
  'about-us': <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />,
  about_us: <FormattedMessage id="shell.info.aboutTitle" defaultMessage="About us" />,
  'media-kit': <FormattedMessage id="shell.info.mediaKitTitle" defaultMessage="Media kit" />,
  fee: <FormattedMessage id="shell.info.feeTitle" defaultMessage="Fee standards" />,
  'user-agreement': <FormattedMessage id="shell.info.agreementTitle" defaultMessage="User agreement" />,
  'privacy-policy': <FormattedMessage id="shell.info.privacyTitle" defaultMessage="Privacy policy" />,
  appdownload: <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />,
  mobileapp: <FormattedMessage id="shell.info.appTitle" defaultMessage="Download the app" />,
};

/** The information page at the route table's `path` (about us, fees, agreements, app download). */
export function infoPage(path: string): ReactNode {
  return <InfoPage title={INFO_TITLES[path]} />;
}
