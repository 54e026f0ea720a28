import { css, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { NewbiePrize, NewbiePrizeGuide } from '@exchange/api';
import { Button, Dialog, useStyles } from '@exchange/ui';
import { ANALYTICS_EVENTS, useLocalizedPath } from '@exchange/shell';
import { now, readStored, writeStored } from '@exchange/platform';
import { useIsLoggedIn } from '../use-is-logged-in';
import { NEWUSER_POPUP_STORAGE_KEY } from '../constants';
import { useGrowthServices } from '../use-growth-services';
import { newbiePrizeFallback, newbiePrizeGuideFallback, prizeAmountOrZero, prizeDataOf } from './newbie-prize';
import { decideNewUserPopup, nextNewUserCounter, type NewUserPopupVariant } from './new-user-popup-rules';

/** Analytics events of the new-user signup popup (§7: "newuser signup"); the platform's names. */
const NEWUSER_SIGNUP_EVENTS = {
  view: ANALYTICS_EVENTS.newuserPopupView,
  close: ANALYTICS_EVENTS.newuserPopupClose,
  click: ANALYTICS_EVENTS.newuserSignup,
} as const;

/** Props of {@link NewUserPopupView}. */
export interface NewUserPopupViewProps {
  variant: NewUserPopupVariant;
  /** The newbie prize pop data: group_A.num for variant A, group_B.num_first / num_second for B. */
  prize: NewbiePrize;
  /** The newbie prize guide data: prize_num, the total shown when present. */
  guide: NewbiePrizeGuide;
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The popup as drawn, for a variant and prize amounts (stateless; stories use it directly). */
export function NewUserPopupView({ variant, prize, guide, open, onClose, onConfirm }: NewUserPopupViewProps) {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const money = (value: string) => `$${prizeAmountOrZero(value)}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={400}
      title={intl.formatMessage({ id: 'growth.newuser.title', defaultMessage: 'New user rewards' })}
      footer={
        <Button block onClick={onConfirm}>
          <FormattedMessage id="growth.newuser.confirm" defaultMessage="Sign up now" />
        </Button>
      }
    >
      <div css={styles.body} data-variant={variant}>
        {variant === 'A' ? (
          <>
            <p css={styles.amount}>{money(prize.group_A.num)}</p>
            <p css={styles.text}>
              <FormattedMessage
                id="growth.newuser.a.text"
                defaultMessage="Sign up and claim up to {amount} in new-user rewards."
                values={{ amount: money(prize.group_A.num) }}
              />
            </p>
          </>
        ) : (
          <ol css={styles.steps}>
            <li>
              <span css={styles.amount}>{money(prize.group_B.num_first)}</span>
              <FormattedMessage id="growth.newuser.b.first" defaultMessage="Welcome reward when you sign up" />
            </li>
            <li>
              <span css={styles.amount}>{money(prize.group_B.num_second)}</span>
              <FormattedMessage id="growth.newuser.b.second" defaultMessage="More rewards after your first deposit and trade" />
            </li>
          </ol>
        )}
        {guide.prize_num !== '' && (
          <p css={styles.muted}>
            <FormattedMessage
              id="growth.newuser.total"
              defaultMessage="New-user rewards worth {amount} in total"
              values={{ amount: money(guide.prize_num) }}
            />
          </p>
        )}
      </div>
    </Dialog>
  );
}

/**
 * The new-user rewards popup (§4). The app shell mounts it once. Visitors only: it asks the
 * server for the experiment variable and prize amounts, shows variant A or B when the schedule
 * allows, records the show as `count/time`, and sends the newuser signup analytics events.
 */
export function NewUserPopup() {
  const services = useGrowthServices();
  const loggedIn = useIsLoggedIn();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ variant: NewUserPopupVariant; prize: NewbiePrize; guide: NewbiePrizeGuide } | null>(null);
  const [open, setOpen] = useState(false);
  const { api, track, timeZone } = services;

  useEffect(() => {
    if (loggedIn) {
      setOpen(false);
      return;
    }
    let cancelled = false;
    Promise.all([
      api.getNewbiePrizePop().then(
        (result) => prizeDataOf('newbiePrizePop', result),
        (error: unknown) => {
          console.error('[growth] newbiePrizePop failed', error);
          return newbiePrizeFallback();
        },
      ),
      api.getNewbiePrizeGuide().then(
        (result) => prizeDataOf('newbiePrizeGuide', result),
        (error: unknown) => {
          console.error('[growth] newbiePrizeGuide failed', error);
          return newbiePrizeGuideFallback();
        },
      ),
    ]).then(([prize, guide]) => {
      if (cancelled) return;
      const at = now();
      const stored = readStored(NEWUSER_POPUP_STORAGE_KEY);
      const variant = decideNewUserPopup({ isLoggedIn: false, experiment: prize.experiment_variable, stored, now: at, timeZone });
      if (!variant) return;
      writeStored(NEWUSER_POPUP_STORAGE_KEY, nextNewUserCounter(stored, at, timeZone));
      setShown({ variant, prize, guide });
      setOpen(true);
      track(NEWUSER_SIGNUP_EVENTS.view, { variant });
    });
    return () => {
      cancelled = true;
    };
  }, [api, loggedIn, timeZone, track]);

  if (!shown) return null;
  return (
    <NewUserPopupView
      variant={shown.variant}
      prize={shown.prize}
      guide={shown.guide}
      open={open}
      onClose={() => {
        setOpen(false);
        track(NEWUSER_SIGNUP_EVENTS.close, { variant: shown.variant });
      }}
      onConfirm={() => {
        setOpen(false);
        track(NEWUSER_SIGNUP_EVENTS.click, { variant: shown.variant });
        navigate(localized('/signup'));
      }}
    />
  );
}

function getStyles(theme: Theme) {
  return {
    body: css({ display: 'flex', flexDirection: 'column', gap: theme.spacing[3], textAlign: 'center' }),
    amount: css({
      margin: 0,
      color: theme.colors.primary,
      fontSize: theme.typography.fontSize.xl,
      fontWeight: theme.typography.fontWeight.semibold,
    }),
    text: css({ margin: 0, color: theme.colors.text, fontSize: theme.typography.fontSize.md }),
    muted: css({ margin: 0, color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
    steps: css({
      listStyle: 'none',
      margin: 0,
      paddingInlineStart: 0,
      display: 'grid',
      gap: theme.spacing[3],
      '& > li': {
        display: 'flex',
        flexDirection: 'column',
        gap: theme.spacing[1],
        padding: theme.spacing[3],
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        color: theme.colors.text,
      },
    }),
  };
}
