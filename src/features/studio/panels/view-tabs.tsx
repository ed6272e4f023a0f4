import { Tab, Tabs } from '@mui/material';
import { memo } from 'react';
// The screen's settings, its languages and the preview's colours and language (issue 31, part 4-5).
// The site's look, _theme.json, edited beside the screen and rendered by its preview (issue 31, part 4).

export type Tab = 'questions' | 'screen' | 'languages' | 'look' | 'json';

// The views' tabs and the form's options stay as they are while the file changes: on a long
// screen every component rendered again on a key typed is time before the form shows it.
export const ViewTabs = memo(function ViewTabs({
  tab,
  onTab,
}: {
  tab: Tab;
  onTab: (tab: Tab) => void;
}) {
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: Tab) => onTab(v)}
      aria-label="Views"
      variant="scrollable"
      allowScrollButtonsMobile
      // Five tabs fit beside the form from 1200 px (the narrowest the form is beside them) with
      // MUI's wide tabs made narrower; narrower still, they scroll. An arrow with nothing more
      // to scroll to is taken out, not left as a blank: the first tab lines up with the page.
      sx={{
        '& .MuiTab-root': { minWidth: 0, px: 1 },
        '& .MuiTabs-scrollButtons.Mui-disabled': { display: 'none' },
      }}
    >
      <Tab value="questions" label="Questions" id="tab-questions" aria-controls="panel-questions" />
      <Tab value="screen" label="Screen" id="tab-screen" aria-controls="panel-screen" />
      <Tab value="languages" label="Languages" id="tab-languages" aria-controls="panel-languages" />
      <Tab value="look" label="Look" id="tab-look" aria-controls="panel-look" />
      <Tab value="json" label="File (JSON)" id="tab-json" aria-controls="panel-json" />
    </Tabs>
  );
});
