import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { brandSettingsProblems, type TabId } from '@switchboard/protocol';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BrandSettingsInput, BrandSettingsOutput } from './brandSettingsForm.ts';

type FormControlOf = Control<BrandSettingsInput, unknown, BrandSettingsOutput>;

/** Each tab once, in its first place (a tab chosen twice is a problem said below, not two rows). */
const once = (tabs: readonly TabId[]) => [...new Set(tabs)];

/**
 * The tabs the side bar shows: the chosen ones first in their order (arrows move them), then the
 * other tabs the brand's code offers, unchecked. Under them, every problem the server would refuse.
 */
export function TabsField({
  control,
  offeredTabs,
}: {
  control: FormControlOf;
  offeredTabs: readonly TabId[];
}) {
  const { t } = useTranslation(['brands', 'common']);
  const [tabs, defaultTab] = useWatch({ control, name: ['tabs', 'defaultTab'] });
  const problems = brandSettingsProblems({ tabs, defaultTab }, offeredTabs);
  const tabName = (tab: TabId) => t(`common:brandTabs.${tab}`);
  return (
    <Controller
      control={control}
      name="tabs"
      render={({ field }) => {
        const chosen = once(field.value);
        const rows = [...chosen, ...offeredTabs.filter((tab) => !chosen.includes(tab))];
        const move = (from: number, to: number) => {
          const next = [...chosen];
          [next[from], next[to]] = [next[to] as TabId, next[from] as TabId];
          field.onChange(next);
        };
        const toggle = (tab: TabId, checked: boolean) =>
          field.onChange(checked ? [...chosen, tab] : chosen.filter((other) => other !== tab));
        return (
          <FormControl component="fieldset" error={problems.length > 0}>
            <FormLabel component="legend">{t('fields.tabs')}</FormLabel>
            {rows.map((tab, row) => {
              const place = chosen.indexOf(tab);
              return (
                <Stack key={tab} direction="row" sx={{ alignItems: 'center' }}>
                  <FormControlLabel
                    sx={{ flexGrow: 1 }}
                    control={
                      <Checkbox
                        checked={place !== -1}
                        onChange={(event) => toggle(tab, event.target.checked)}
                        // Focus on a refused save lands on the list's first box.
                        slotProps={{ input: { ref: row === 0 ? field.ref : undefined } }}
                      />
                    }
                    label={tabName(tab)}
                  />
                  {place !== -1 && (
                    <>
                      <IconButton
                        aria-label={t('dialog.up', { tab: tabName(tab) })}
                        disabled={place === 0}
                        onClick={() => move(place, place - 1)}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        aria-label={t('dialog.down', { tab: tabName(tab) })}
                        disabled={place === chosen.length - 1}
                        onClick={() => move(place, place + 1)}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </>
                  )}
                </Stack>
              );
            })}
            {problems.length === 0 ? (
              <FormHelperText>{t('dialog.tabsHelp')}</FormHelperText>
            ) : (
              problems.map((problem) => (
                <FormHelperText key={problem}>{t(`problems.${problem}`)}</FormHelperText>
              ))
            )}
          </FormControl>
        );
      }}
    />
  );
}

/** The tab opened first, among the chosen ones; empty while the one set is no longer shown. */
export function DefaultTabField({ control }: { control: FormControlOf }) {
  const { t } = useTranslation(['brands', 'common']);
  const tabs = once(useWatch({ control, name: 'tabs' }));
  return (
    <Controller
      control={control}
      name="defaultTab"
      render={({ field }) => {
        const shown = tabs.includes(field.value);
        return (
          <TextField
            select
            label={t('fields.defaultTab')}
            required
            size="small"
            fullWidth
            value={shown ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            name={field.name}
            inputRef={field.ref}
            error={!shown}
            helperText={shown ? undefined : t('dialog.chooseTab')}
          >
            {tabs.map((tab) => (
              <MenuItem key={tab} value={tab}>
                {t(`common:brandTabs.${tab}`)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
