import { useId, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getSite } from '@exchange/site-registry';
import { Button, Checkbox, Dialog, useStyles } from '@exchange/ui';

/** The exchange a Turkish visitor picks. */
type TurkeyChoice = 'turkey' | 'global';

/** Props of {@link TurkeyChooserDialog}. */
export interface TurkeyChooserDialogProps {
  open: boolean;
  /** Close button, Escape or Cancel. */
  onDismiss: () => void;
  onConfirm: (choice: TurkeyChoice, dontShowFor7Days: boolean) => void;
  /** Initial choice (stories). */
  initialChoice?: TurkeyChoice;
}

/** Spec 2 §4 "Turkey exchange popup": pick Gate TR or stay, optionally for 7 days. */
export function TurkeyChooserDialog({ open, onDismiss, onConfirm, initialChoice = 'turkey' }: TurkeyChooserDialogProps): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const name = useId();
  const [choice, setChoice] = useState<TurkeyChoice>(initialChoice);
  const [dontShow, setDontShow] = useState(false);
  const turkey = getSite('turkey');
  const main = getSite('main');
  const options: { value: TurkeyChoice; label: ReactNode }[] = [
    {
      value: 'turkey',
      label: <FormattedMessage id="shell.turkeyChooser.turkey" defaultMessage="{site}: the exchange for residents of Türkiye" values={{ site: turkey.name }} />,
    },
    { value: 'global', label: <FormattedMessage id="shell.turkeyChooser.global" defaultMessage="Stay on {site}" values={{ site: main.name }} /> },
  ];
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      title={intl.formatMessage({ id: 'shell.turkeyChooser.title', defaultMessage: 'Choose your exchange' })}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss}>
            <FormattedMessage id="shell.turkeyChooser.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={() => onConfirm(choice, dontShow)}>
            <FormattedMessage id="shell.turkeyChooser.confirm" defaultMessage="Confirm" />
          </Button>
        </>
      }
    >
      <fieldset css={styles.group}>
        <legend css={styles.legend}>
          <FormattedMessage id="shell.turkeyChooser.legend" defaultMessage="Where would you like to trade?" />
        </legend>
        {options.map((option) => (
          <label key={option.value} css={styles.option}>
            <input type="radio" name={name} value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <Checkbox
        checked={dontShow}
        onChange={setDontShow}
        label={<FormattedMessage id="shell.turkeyChooser.dontShow" defaultMessage="Don't show again for 7 days" />}
      />
    </Dialog>
  );
}

function getStyles(theme: Theme) {
  return {
    group: css({ border: 0, margin: 0, padding: 0, display: 'grid', gap: theme.spacing[2], marginBlockEnd: theme.spacing[4] }),
    legend: css({ fontWeight: theme.typography.fontWeight.medium, marginBlockEnd: theme.spacing[2] }),
    option: css({
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing[2],
      padding: theme.spacing[3],
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      cursor: 'pointer',
    }),
  };
}
