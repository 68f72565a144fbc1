import LockClockRounded from '@mui/icons-material/LockClockRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { LOGIN_PATH, signOut } from '@/shared/auth/sign-out';
import { useVerifyPassword } from '../api/use-verify-password';
import { LockLayout } from '../components/lock-layout';
import { LockNotice } from '../components/lock-notice';
import { LockoutCountdown } from '../components/lockout-countdown';
import { UnlockForm } from '../components/unlock-form';
import { UserBadge } from '../components/user-badge';
import {
  DEFAULT_UNLOCK_PATH,
  isLockedOut,
  lock,
  lockedOut,
  lockoutEnded,
  lockReleased,
  MAX_UNLOCK_ATTEMPTS,
  sessionInvalidated,
  unlocked,
  unlockFailed,
} from '../lock-slice';
import { lockoutMs } from '../lock-timing';
import { previousPathOf } from '../previous-path';
import { verifyFailureOf } from '../verify-outcome';

type Feedback = { key: 'lock.wrongPassword'; attempts: number } | { key: 'lock.verifyFailed' } | null;

/**
 * The lock screen (spec section 4). Visiting it locks the signed-in session and saves where the
 * user came from; the password is checked by the server; three failures (or the server's 429)
 * start the 5-minute lockout and sign out, and this screen then shows the countdown.
 */
export const LockPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const lockState = useAppSelector((state) => state.lock);
  const user = useAppSelector((state) => state.auth.user);
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const sessionId = useAppSelector((state) => state.auth.decodedToken?.sid ?? null);
  const verify = useVerifyPassword();
  const [feedback, setFeedback] = useState<Feedback>(null);

  const from = previousPathOf(location.state);
  useEffect(() => {
    // Only a signed-in session has something to protect; a lock without one would trap the next sign-in.
    if (isAuthenticated) dispatch(lock({ previousPath: from, sessionId }));
    // Locks once per visit: later changes (a token refresh) must not overwrite the saved path.
  }, []);

  const goToLogin = useCallback(() => {
    dispatch(lockReleased());
    navigate(LOGIN_PATH, { replace: true });
  }, [dispatch, navigate]);
  const endLockout = useCallback(() => dispatch(lockoutEnded()), [dispatch]);

  const switchUser = () => {
    dispatch(signOut());
    navigate(LOGIN_PATH, { replace: true });
  };

  const onUnlock = async (password: string) => {
    setFeedback(null);
    try {
      await verify.mutateAsync(password);
      const target = lockState.previousPath ?? DEFAULT_UNLOCK_PATH;
      dispatch(unlocked());
      navigate(target, { replace: true });
    } catch (error) {
      onFailure(error);
    }
  };

  /** Counts a wrong password, locks out and signs out on the third or on the server's 429. */
  const onFailure = (error: unknown) => {
    const failure = verifyFailureOf(error, lockoutMs());
    if (failure.kind === 'wrongPassword') {
      const attemptsLeft = MAX_UNLOCK_ATTEMPTS - Math.min(MAX_UNLOCK_ATTEMPTS, lockState.failedAttempts + 1);
      dispatch(unlockFailed({ now: Date.now(), lockoutMs: lockoutMs() }));
      if (attemptsLeft > 0) setFeedback({ key: 'lock.wrongPassword', attempts: attemptsLeft });
      else dispatch(signOut());
    } else if (failure.kind === 'throttled') {
      dispatch(lockedOut({ until: Date.now() + failure.retryAfterMs }));
      dispatch(signOut());
    } else if (failure.kind === 'sessionGone') {
      dispatch(sessionInvalidated());
    } else {
      setFeedback({ key: 'lock.verifyFailed' });
    }
  };

  const lockoutEnd = lockState.lockoutEndTime;
  const content =
    lockoutEnd !== null && isLockedOut(lockState, Date.now()) ? (
      <LockoutCountdown
        endTime={lockoutEnd}
        durationMs={lockoutMs()}
        onEnd={endLockout}
        onGoToLogin={goToLogin}
      />
    ) : lockState.error === 'sessionExpired' ? (
      <LockNotice
        icon={<LockClockRounded fontSize="large" />}
        title={t('lock.sessionExpiredTitle')}
        text={t('lock.sessionExpiredText')}
        action={t('lock.signInAgain')}
        onAction={goToLogin}
      />
    ) : !isAuthenticated || !user ? (
      <LockNotice
        icon={<LogoutRounded fontSize="large" />}
        title={t('lock.signedOutTitle')}
        text={t('lock.signedOutText')}
        action={t('lock.signInAgain')}
        onAction={goToLogin}
      />
    ) : (
      <Stack sx={{ gap: 3 }}>
        <UserBadge name={user.name} />
        <Stack sx={{ gap: 0.5, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t('lock.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('lock.subtitle')}</Typography>
        </Stack>
        <UnlockForm
          onUnlock={onUnlock}
          loading={verify.isPending}
          feedback={feedback && t(feedback.key, { attempts: 'attempts' in feedback ? feedback.attempts : 0 })}
        />
        <Button variant="text" size="small" onClick={switchUser} sx={{ alignSelf: 'center' }}>
          {t('lock.switchUser')}
        </Button>
      </Stack>
    );

  return <LockLayout>{content}</LockLayout>;
};
