import { useContext, type ReactNode } from 'react';
import { useSite } from '../context/shell-context';
import { SimplePage } from '../page-template/simple-page/simple-page';
import { HOME_ENTRIES, HOME_INTRO, homeTitle } from './home-content';
import { HomeSectionsContext } from './home-sections';

/** The site's home: a welcome, the main areas of the exchange, then the app's home sections. */
export function HomePage(): ReactNode {
  const site = useSite();
  const sections = useContext(HomeSectionsContext);
  return (
    <SimplePage
      title={homeTitle(site.name)}
      intro={HOME_INTRO}
      entries={[...HOME_ENTRIES]}
    >
      {sections}
    </SimplePage>
  );
}
