import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../lib/money.ts';
import type { guideGoal, StepId, StepState } from './steps.ts';

const ICONS = {
  done: <CheckCircleIcon color="success" />,
  todo: <RadioButtonUncheckedIcon color="action" />,
  waiting: <HourglassTopIcon color="warning" />,
  refused: <ErrorIcon color="error" />,
} as const;

interface StepRowProps {
  step: StepId;
  number: number;
  goal: ReturnType<typeof guideGoal>;
  /** Undefined while the account's facts load. */
  state: StepState | undefined;
  profileRefused: boolean;
  balance: number | undefined;
  onAct: () => void;
}

/** One gate of the guide: what it is and why it is asked, where the account stands, and its button. */
export function StepRow({ step, number, goal, state, profileRefused, balance, onAct }: StepRowProps) {
  const { t } = useTranslation('onboarding');
  const money = useMoneyFormat();
  const title = t(`steps.${step}.title`, { number });
  const why = step === 'balance' ? t(`steps.balance.text.${goal}`) : t(`steps.${step}.text`);
  const standing =
    state === undefined
      ? t('state.loading')
      : step === 'balance' && balance !== undefined
        ? t('state.balance', { amount: money.balance(balance) })
        : t(`state.${state}`);
  const action = step === 'profile' && profileRefused ? t('steps.profile.update') : t(`steps.${step}.action`);
  return (
    <ListItem
      alignItems="flex-start"
      secondaryAction={
        state !== undefined &&
        state !== 'done' &&
        state !== 'waiting' && (
          <Button size="small" variant="outlined" onClick={onAct}>
            {action}
          </Button>
        )
      }
      sx={{ pr: 18 }}
    >
      <ListItemIcon sx={{ mt: 0.5 }}>
        {state === undefined ? <CircularProgress size={22} /> : ICONS[state]}
      </ListItemIcon>
      <ListItemText
        primary={title}
        secondary={
          <>
            {why}
            <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5, fontWeight: 500 }}>
              {standing}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}
