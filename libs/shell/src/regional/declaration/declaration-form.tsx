import { useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, Dialog, useStyles } from '@exchange/ui';
import { SimplePage } from '../../page-template/simple-page/simple-page';
import { DECLARATION_SIGNED } from '../constants';
import { canConfirmDeclaration, isDeclarationCheckboxLocked, type DeclarationState } from '../declaration-rules';
import { useDeclaration } from '../use-declaration';

/** Props of {@link DeclarationForm}. */
export interface DeclarationFormProps {
  status: DeclarationState;
  submitting: boolean;
  onSign: () => void;
}

function DeclarationText(): ReactNode {
  return (
    <p>
      <FormattedMessage
        id="shell.declaration.text"
        defaultMessage="I declare that I understand that crypto-assets are volatile, that I may lose all of the money I invest, and that I act on my own decisions."
      />
    </p>
  );
}

/**
 * The acknowledgement box and Confirm (spec 2 §5): Confirm is disabled until the box is ticked,
 * while already signed, or while submitting; the box is locked (and ticked) once signed.
 */
export function DeclarationForm({ status, submitting, onSign }: DeclarationFormProps): ReactNode {
  const styles = useStyles(getStyles);
  const [ticked, setTicked] = useState(false);
  const locked = isDeclarationCheckboxLocked(status);
  return (
    <div css={styles.form}>
      <DeclarationText />
      <Checkbox
        checked={locked || ticked}
        disabled={locked}
        onChange={setTicked}
        label={<FormattedMessage id="shell.declaration.acknowledge" defaultMessage="I have read and understood this declaration" />}
      />
      {status === DECLARATION_SIGNED && (
        <p role="status" css={styles.signed}>
          <FormattedMessage id="shell.declaration.signed" defaultMessage="You have signed this declaration." />
        </p>
      )}
      <Button onClick={onSign} loading={submitting} disabled={!canConfirmDeclaration({ acknowledged: ticked, status, submitting })}>
        <FormattedMessage id="shell.declaration.confirm" defaultMessage="Confirm" />
      </Button>
    </div>
  );
}

/** The signing modal in its states (stories, tests). */
export function DeclarationDialog({ open, onClose, ...form }: DeclarationFormProps & { open: boolean; onClose: () => void }): ReactNode {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'shell.declaration.title', defaultMessage: 'Customer declaration' })}>
      <DeclarationForm {...form} />
    </Dialog>
  );
}

/** The page the Turkey footer's declaration link opens: the declaration and its state. */
export function DeclarationPage(): ReactNode {
  const { enabled, status, submitting, sign } = useDeclaration();
  return (
    <SimplePage title={<FormattedMessage id="shell.declaration.title" defaultMessage="Customer declaration" />}>
      {enabled ? (
        status === undefined ? null : <DeclarationForm status={status} submitting={submitting} onSign={() => void sign()} />
      ) : (
        <>
          <DeclarationText />
          <p>
            <FormattedMessage id="shell.declaration.loginFirst" defaultMessage="Log in to your Gate TR account to sign this declaration." />
          </p>
        </>
      )}
    </SimplePage>
  );
}

function getStyles(theme: Theme) {
  return {
    form: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing[4] }),
    signed: css({ color: theme.colors.success, margin: 0 }),
  };
}
