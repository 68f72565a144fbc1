import { PASSWORD_MIN } from '@emlak/contracts';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { passwordRuleChecks } from './password-rule-checks';

/** The contracts' password rules under the new password, each marked as met while typing. */
export const PasswordRules = ({ password }: { password: string }) => {
  const { t } = useTranslation();
  const id = useId();
  const checks = passwordRuleChecks(password);
  const rules = [
    { key: 'length', met: checks.length, text: t('profile.password.ruleLength', { min: PASSWORD_MIN }) },
    { key: 'letter', met: checks.letter, text: t('profile.password.ruleLetter') },
    { key: 'digit', met: checks.digit, text: t('profile.password.ruleDigit') },
  ];
  return (
    <div>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
        {t('profile.password.rules')}
      </Typography>
      <List dense disablePadding aria-labelledby={id}>
        {rules.map((rule) => (
          <ListItem key={rule.key} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {rule.met ? (
                <CheckCircleRounded fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUncheckedRounded fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={rule.text}
              secondary={t(rule.met ? 'profile.password.met' : 'profile.password.unmet')}
              slotProps={{
                primary: { variant: 'body2', sx: { color: rule.met ? 'success.main' : 'text.primary' } },
                secondary: { component: 'span', sx: visuallyHidden },
              }}
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
};
