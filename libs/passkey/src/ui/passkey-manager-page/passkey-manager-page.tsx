import { css, type Theme } from '@emotion/react';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { selectLoginState, useAppSelector, useLocalizedPath } from '@exchange/shell';
import { Button, useStyles } from '@exchange/ui';
import { LOGIN_ROUTE } from '../../constants';
import type { PasskeyAuthResult, PasskeyCreateResult, PasskeyItem } from '../../service/types';
import { addedOnMessage, deleteLabelMessage, lastUsedMessage, passkeyMessages } from '../messages';
import { authOutcomeMessage, createOutcomeMessage } from '../outcome-message-rules';
import { usePasskeyRuntime } from '../passkey-runtime';
import { PasskeyStatus, type PasskeyNotice } from '../passkey-status';
import { AUTH_FAILED, CREATE_FAILED, usePasskeyAction } from '../use-passkey-action';
import { usePasskeySupport } from '../use-passkey-support';

/** Props of {@link PasskeyManagerPage}. */
export interface PasskeyManagerPageProps {
  /**
   * The security verification token (`op_token`) the register call needs, from the account's
   * own verification flow. Without it the call sends an empty token.
   */
  getOpToken?: () => Promise<string>;
}

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: PasskeyItem[] };

/** `myaccount/profile/passkey-manager`: lists the user's passkeys, adds one, deletes one after verification. */
export function PasskeyManagerPage({ getOpToken }: PasskeyManagerPageProps): ReactNode {
  const styles = useStyles(getStyles);
  const headingId = useId();
  const loginState = useAppSelector(selectLoginState);
  const localize = useLocalizedPath();
  const availability = usePasskeySupport();
  const { getService } = usePasskeyRuntime();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [notice, setNotice] = useState<PasskeyNotice | undefined>(undefined);
  const create = usePasskeyAction<PasskeyCreateResult>(CREATE_FAILED);
  const remove = usePasskeyAction<PasskeyAuthResult>(AUTH_FAILED);

  const reload = useCallback(async () => {
    const service = await getService();
    const answer = await service.list();
    setList(answer.ok ? { status: 'ready', items: answer.items } : { status: 'failed' });
  }, [getService]);

  const loggedOut = loginState === 'logged-out';
  useEffect(() => {
    if (!loggedOut) void reload();
  }, [loggedOut, reload]);

  if (loggedOut) {
    return (
      <section css={styles.page} aria-labelledby={headingId}>
        <h1 id={headingId} css={styles.title}>
          <FormattedMessage {...passkeyMessages.managerTitle} />
        </h1>
        <Link to={localize(`/${LOGIN_ROUTE}`)}>
          <FormattedMessage {...passkeyMessages.loginRequired} />
        </Link>
      </section>
    );
  }

  const onAdd = async () => {
    setNotice({ tone: 'info', message: passkeyMessages.waiting });
    const opToken = getOpToken ? await getOpToken() : '';
    const result = await create.run((service) => service.create({ opToken }));
    if (!result) return;
    if (result.aborted) return setNotice(undefined);
    setNotice({ tone: result.outcome === 'SUCCESS' ? 'success' : 'error', message: createOutcomeMessage(result.outcome, result.message) });
    if (result.outcome === 'SUCCESS') void reload();
  };

  const onDelete = async (id: string) => {
    setNotice({ tone: 'info', message: passkeyMessages.waiting });
    const result = await remove.run((service) => service.remove(id));
    if (!result) return;
    if (result.aborted) return setNotice(undefined);
    if (result.outcome === 'SUCCESS') {
      setNotice({ tone: 'success', message: passkeyMessages.deleted });
      void reload();
    } else {
      setNotice({ tone: 'error', message: authOutcomeMessage(result.outcome) });
    }
  };

  return (
    <section css={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} css={styles.title}>
        <FormattedMessage {...passkeyMessages.managerTitle} />
      </h1>
      <p css={styles.intro}>
        <FormattedMessage {...passkeyMessages.managerIntro} />
      </p>

      {availability === 'checking' && (
        <p css={styles.muted}>
          <FormattedMessage {...passkeyMessages.checking} />
        </p>
      )}
      {(availability === 'unavailable' || availability === 'native-fallback') && (
        <p css={styles.muted}>
          <FormattedMessage {...passkeyMessages.unsupported} />
        </p>
      )}
      {availability === 'passkey' && (
        // Stays clickable while pending: a second click starts over and aborts the first (spec §4).
        <Button onClick={onAdd}>
          <FormattedMessage {...passkeyMessages.add} />
        </Button>
      )}
      <PasskeyStatus notice={notice} />

      <PasskeyList state={list} onRetry={reload} onDelete={availability === 'passkey' ? onDelete : undefined} />
    </section>
  );
}

function PasskeyList({
  state,
  onRetry,
  onDelete,
}: {
  state: ListState;
  onRetry: () => void;
  onDelete?: (id: string) => void;
}): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  if (state.status === 'loading') {
    return (
      <p css={styles.muted}>
        <FormattedMessage {...passkeyMessages.loading} />
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div css={styles.row}>
        <p role="alert">
          <FormattedMessage {...passkeyMessages.listFailed} />
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <FormattedMessage {...passkeyMessages.retry} />
        </Button>
      </div>
    );
  }
  if (state.items.length === 0) {
    return (
      <p css={styles.muted}>
        <FormattedMessage {...passkeyMessages.empty} />
      </p>
    );
  }
  return (
    <ul css={styles.list} aria-label={intl.formatMessage(passkeyMessages.listLabel)}>
      {state.items.map((item) => (
        <li key={item.id} css={styles.item}>
          <div>
            <div css={styles.name}>{item.name}</div>
            <div css={styles.muted}>
              {intl.formatMessage(addedOnMessage, { date: intl.formatDate(item.createdAt, { dateStyle: 'medium' }) })}
              {' · '}
              {item.lastUsedAt === undefined
                ? intl.formatMessage(passkeyMessages.neverUsed)
                : intl.formatMessage(lastUsedMessage, {
                    date: intl.formatDate(item.lastUsedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  })}
            </div>
          </div>
          {onDelete && (
            <Button
              variant="danger"
              size="sm"
              aria-label={intl.formatMessage(deleteLabelMessage, { name: item.name })}
              onClick={() => onDelete(item.id)}
            >
              <FormattedMessage {...passkeyMessages.delete} />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function getStyles(theme: Theme) {
  return {
    page: css({
      maxInlineSize: 720,
      marginInline: 'auto',
      paddingBlock: theme.spacing[7],
      paddingInline: theme.spacing[4],
      color: theme.colors.text,
    }),
    title: css({ fontSize: theme.typography.fontSize.xl, fontWeight: theme.typography.fontWeight.semibold, marginBlockEnd: theme.spacing[3] }),
    intro: css({ marginBlockEnd: theme.spacing[5] }),
    muted: css({ color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
    row: css({ display: 'flex', alignItems: 'center', gap: theme.spacing[3] }),
    list: css({ listStyle: 'none', padding: 0, marginBlock: theme.spacing[4] }),
    item: css({
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing[4],
      paddingBlock: theme.spacing[3],
      borderBlockEnd: `1px solid ${theme.colors.border}`,
    }),
    name: css({ fontWeight: theme.typography.fontWeight.medium }),
  };
}
