import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

export type PasswordFieldProps = Omit<OutlinedFieldProps, 'type' | 'endAdornment'>;

/** A password input with a show/hide toggle that screen readers can name. */
export const PasswordField = (props: PasswordFieldProps) => {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={t(visible ? 'forms.hidePassword' : 'forms.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((value) => !value)}
            // Keeps the focus (and the caret) in the field while toggling.
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
