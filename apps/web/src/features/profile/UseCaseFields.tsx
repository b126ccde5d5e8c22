import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  FEATURE_OPTIONS,
  OTHER_USE_CASE,
  USE_CASE_OPTIONS,
  USE_CASE_TEXT_MAX_LENGTH,
} from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/runtime.ts';
import type { ProfileForm } from './profileForm.ts';

/** The label of a feature or purpose option in the interface language. */
export function optionLabel(option: { en: string; zh_cn: string }, language: string): string {
  return language === 'zh-CN' ? option.zh_cn : option.en;
}

/** Most-used feature (one) and usage purposes (at least one; "others" with text), for use-case brands. */
export function UseCaseFields({
  form,
  errors,
  onChange,
}: {
  form: ProfileForm;
  /** The message under each part, when it has one. */
  errors: Partial<Record<'feature' | 'purposes' | 'otherText', string | undefined>>;
  onChange: (patch: Partial<ProfileForm>) => void;
}) {
  const { t } = useTranslation('profile');
  const language = useUiLanguage();
  const togglePurpose = (value: string, on: boolean) =>
    onChange({ purposes: on ? [...form.purposes, value] : form.purposes.filter((item) => item !== value) });

  return (
    <>
      <FormControl error={errors.feature !== undefined} sx={{ mt: 2 }}>
        <FormLabel id="profile-feature-label">{t('form.feature')}</FormLabel>
        <RadioGroup
          aria-labelledby="profile-feature-label"
          value={form.feature}
          onChange={(event) => onChange({ feature: event.target.value })}
        >
          {FEATURE_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio size="small" />}
              label={optionLabel(option, language)}
            />
          ))}
        </RadioGroup>
        {errors.feature && <FormHelperText>{errors.feature}</FormHelperText>}
      </FormControl>
      <FormControl
        error={errors.purposes !== undefined}
        component="fieldset"
        sx={{ mt: 2, display: 'block' }}
      >
        <FormLabel component="legend">{t('form.purposes')}</FormLabel>
        <FormGroup>
          {USE_CASE_OPTIONS.map((option) => (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  size="small"
                  checked={form.purposes.includes(option.value)}
                  onChange={(event) => togglePurpose(option.value, event.target.checked)}
                />
              }
              label={optionLabel(option, language)}
            />
          ))}
        </FormGroup>
        {errors.purposes && <FormHelperText>{errors.purposes}</FormHelperText>}
      </FormControl>
      {form.purposes.includes(OTHER_USE_CASE) && (
        <TextField
          fullWidth
          size="small"
          margin="dense"
          label={t('form.otherText')}
          value={form.otherText}
          onChange={(event) => onChange({ otherText: event.target.value.slice(0, USE_CASE_TEXT_MAX_LENGTH) })}
          error={errors.otherText !== undefined}
          helperText={errors.otherText}
        />
      )}
    </>
  );
}
