import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { goToTab, useNavigation } from '../../lib/navigation.ts';
import { NumberManagement } from './manage/NumberManagement.tsx';
import { ResubscribeHistory } from './manage/ResubscribeHistory.tsx';
import { readMobilePlanUrl } from './mobilePlan/frameUrl.ts';
import { MobilePlanPage } from './mobilePlan/MobilePlanPage.tsx';
import { NumbersNav } from './NumbersNav.tsx';
import { NewNumberFlow } from './new/index.ts';
import { PlanChange } from './plan/index.ts';
import { visibleNumbersSections } from './sections.ts';
import { CallSettings } from './settings/CallSettings.tsx';
import {
  closeNumbersMode,
  isNumbersSection,
  type NumbersSection,
  openNumbersMode,
  useNumbersView,
} from './state.ts';
import { NumberTipsDialog } from './tips/NumberTipsDialog.tsx';
import { useNumbers, useReloadNumbers } from './useNumbers.ts';

/** The numbers tab: side tabs (asked via goToTab('numbers', section)), the chosen view or a flow, and the tips. */
export default function NumbersPanel() {
  const { t } = useTranslation('numbers');
  const numbers = useNumbers();
  const reload = useReloadNumbers();
  const mobilePlanUrl = useMemo(() => readMobilePlanUrl(), []);
  const asked = useNavigation((state) => state.section);
  const mode = useNumbersView((state) => state.mode);
  const sections = visibleNumbersSections({ data: numbers.data, mobilePlanUrl });
  const section: NumbersSection =
    (isNumbersSection(asked) && sections.find((item) => item === asked)) || 'manage';

  const finishNew = () => {
    closeNumbersMode();
    void reload();
    goToTab('numbers', 'manage');
  };

  let view: React.ReactNode;
  if (mode.kind === 'new') view = <NewNumberFlow onDone={finishNew} onCancel={closeNumbersMode} />;
  else if (mode.kind === 'plan')
    view = (
      <PlanChange
        virtualNumber={mode.virtualNumber}
        onBack={() => {
          closeNumbersMode();
          void reload();
        }}
      />
    );
  else if (section === 'subscriptionHistory') view = <ResubscribeHistory />;
  else if (section === 'settings' && numbers.data) view = <CallSettings data={numbers.data} />;
  else if (section === 'mobilePlan' && mobilePlanUrl) view = <MobilePlanPage baseUrl={mobilePlanUrl} />;
  else view = <NumberManagement data={numbers.data} loading={numbers.isPending} />;

  return (
    <Box sx={{ display: 'flex', width: '100%', minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }}>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{
          width: { md: 220 },
          flexShrink: 0,
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          pt: 2,
        }}
      >
        <NumbersNav
          sections={sections}
          current={mode.kind === 'section' ? section : null}
          onNewNumber={() => openNumbersMode({ kind: 'new' })}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', p: { xs: 2, md: 4 } }}>
        <Box sx={{ maxWidth: section === 'mobilePlan' ? undefined : 960, width: '100%' }}>{view}</Box>
      </Box>
      <NumberTipsDialog />
    </Box>
  );
}
