import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SimplePage, useLocalizedPath } from '@exchange/shell';
import { useReferralAttribution } from '../referral/use-referral-attribution';
import { useStyles } from '@exchange/ui';

/**
 * The /signup entry route: a modest sign-up page that shows the invite code from the link and
 * feeds the referral attribution (cookies set only once the server verifies the code).
 */
export function SignupPage() {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { params, status } = useReferralAttribution();
  return (
    <SimplePage
      title={intl.formatMessage({ id: 'growth.signup.title', defaultMessage: 'Sign up' })}
      intro={intl.formatMessage({
        id: 'growth.signup.intro',
        defaultMessage: 'Create your account to trade crypto and claim new-user rewards.',
      })}
    >
      {params.refUid && (
        <p css={styles.code} aria-busy={status === 'pending'}>
          <FormattedMessage
            id="growth.signup.invite_code"
            defaultMessage="Invite code: {code}"
            values={{ code: <strong data-testid="invite-code">{params.refUid}</strong> }}
          />
        </p>
      )}
      <p css={styles.login}>
        <FormattedMessage id="growth.signup.have_account" defaultMessage="Already have an account?" />{' '}
        <Link to={localized('/login')} css={styles.link}>
          <FormattedMessage id="growth.signup.login" defaultMessage="Log in" />
        </Link>
      </p>
    </SimplePage>
  );
}

function getStyles(theme: Theme) {
  return {
    code: css({
      margin: 0,
      padding: theme.spacing[3],
      borderRadius: theme.radii.md,
      background: theme.colors.surface,
      color: theme.colors.text,
    }),
    login: css({ margin: 0, color: theme.colors.mutedText }),
    link: css({ color: theme.colors.primary, fontWeight: theme.typography.fontWeight.medium }),
  };
}
