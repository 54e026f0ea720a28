import type { ReactNode } from 'react';
import { DeclarationModal } from './declaration/declaration';
import { RegionalLinkPolicy } from './regional-link/regional-link-policy';
import { TurkeyChooser } from './turkey-chooser/turkey-chooser';
import { UserAgreementModal } from './user-agreement-modal/user-agreement-modal';

/** The regional modals on every page; each decides through its own rule whether it opens. */
export function RegionalOverlays(): ReactNode {
  return (
    <>
      <RegionalLinkPolicy />
      <UserAgreementModal />
      <DeclarationModal />
      <TurkeyChooser />
    </>
  );
}
