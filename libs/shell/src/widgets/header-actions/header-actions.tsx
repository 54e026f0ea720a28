import { Suspense, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { routePaths } from '@exchange/site-registry';
import { controlStyles, MenuButton, useStyles } from '@exchange/ui';
import { useLocalizedPath } from '../../context/use-localized-path';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { LazyDepositDrawer, LazyFundPassFrequencyDialog } from '../lazy-parts';

/**
 * The header entries of a logged-in user: a Deposit button opening the "Fund wallet" drawer and
 * an account menu with Security (/myaccount/security) and "Fund password settings" (the
 * fund-password validity dialog). Both are of the header's control family: Deposit its filled
 * primary action, the menu a quiet control pressed while open. Visitors get nothing here.
 */
export function HeaderActions(): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [depositOpen, setDepositOpen] = useState(false);
  const [frequencyOpen, setFrequencyOpen] = useState(false);
  const [depositUsed, setDepositUsed] = useState(false);
  const [frequencyUsed, setFrequencyUsed] = useState(false);
  if (!isLoggedIn) return null;
  return (
    <div css={styles.root}>
      <button
        type="button"
        css={styles.primary}
        onClick={() => {
          setDepositUsed(true);
          setDepositOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {intl.formatMessage({ id: 'shell.headerActions.deposit', defaultMessage: 'Deposit' })}
      </button>
      <MenuButton
        buttonCss={styles.control}
        label={intl.formatMessage({ id: 'shell.headerActions.accountMenu', defaultMessage: 'Account menu' })}
        items={[
          { id: 'security', label: intl.formatMessage({ id: 'shell.headerActions.security', defaultMessage: 'Security' }) },
          {
            id: 'fund-password',
            label: intl.formatMessage({ id: 'shell.headerActions.fundPassword', defaultMessage: 'Fund password settings' }),
          },
        ]}
        onSelect={(id) => {
          if (id === 'security') void navigate(localize(routePaths.security()));
          if (id === 'fund-password') {
            setFrequencyUsed(true);
            setFrequencyOpen(true);
          }
        }}
      />
      {/* Drawer and dialog load on first open, then stay mounted so closing can animate. */}
      <Suspense fallback={null}>
        {depositUsed && <LazyDepositDrawer open={depositOpen} onClose={() => setDepositOpen(false)} />}
        {frequencyUsed && <LazyFundPassFrequencyDialog open={frequencyOpen} onClose={() => setFrequencyOpen(false)} />}
      </Suspense>
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    ...controlStyles(theme),
    // The filled action stands apart from the quiet menu beside it, as Sign up from Log in.
    root: css({ display: 'flex', alignItems: 'center', gap: theme.spacing[2] }),
  };
}
