import { forwardRef } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tabsRecipe } from './Tabs.css';

type Plain<P> = Omit<P, 'className'> & { className?: string };
type Part = 'root' | 'list' | 'tab' | 'panel';
const cx = (part: Part, className?: string) => [tabsRecipe({ part }), className].filter(Boolean).join(' ');

/** Tabs on react-aria: arrow keys move between tabs, the selected one is also underlined. */
export const Tabs = forwardRef<HTMLDivElement, Plain<TabsProps>>(function Tabs({ className, ...props }, ref) {
  return <AriaTabs ref={ref} className={cx('root', className)} {...props} />;
});
Tabs.displayName = 'Tabs';

export const TabList = forwardRef<HTMLDivElement, Plain<TabListProps<object>>>(function TabList(
  { className, ...props },
  ref,
) {
  return <AriaTabList ref={ref} className={cx('list', className)} {...props} />;
});
TabList.displayName = 'TabList';

export const Tab = forwardRef<HTMLDivElement, Plain<TabProps>>(function Tab({ className, ...props }, ref) {
  return <AriaTab ref={ref} className={cx('tab', className)} {...props} />;
});
Tab.displayName = 'Tab';

export const TabPanel = forwardRef<HTMLDivElement, Plain<TabPanelProps>>(function TabPanel(
  { className, ...props },
  ref,
) {
  return <AriaTabPanel ref={ref} className={cx('panel', className)} {...props} />;
});
TabPanel.displayName = 'TabPanel';
