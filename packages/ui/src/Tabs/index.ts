export { Tabs, TabList, Tab, TabPanel } from './Tabs';
