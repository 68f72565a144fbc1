import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LocationCityOutlined from '@mui/icons-material/LocationCityOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MenuOutlined from '@mui/icons-material/MenuOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

/**
 * The icon names the server's menus use, each imported on its own so the bundle carries these
 * icons it names instead of the whole package; the outlined style reads lighter in a dense sidebar.
 */
const icons: Record<string, ComponentType<SvgIconProps>> = {
  Dashboard: DashboardOutlined,
  Campaign: CampaignOutlined,
  Bookmarks: BookmarksOutlined,
  Sell: SellOutlined,
  BarChart: BarChartOutlined,
  Map: MapOutlined,
  Contacts: ContactsOutlined,
  PersonSearch: PersonSearchOutlined,
  Business: BusinessOutlined,
  People: PeopleOutlined,
  AdminPanelSettings: AdminPanelSettingsOutlined,
  Menu: MenuOutlined,
  Rule: RuleOutlined,
  LocationCity: LocationCityOutlined,
  WorkspacePremium: WorkspacePremiumOutlined,
  AccountBalanceWallet: AccountBalanceWalletOutlined,
  History: HistoryOutlined,
  Percent: PercentOutlined,
  Badge: BadgeOutlined,
  Description: DescriptionOutlined,
  AccountCircle: AccountCircleOutlined,
  Settings: SettingsOutlined,
  SupportAgent: SupportAgentOutlined,
  ConfirmationNumber: ConfirmationNumberOutlined,
  Gavel: GavelOutlined,
  Key: KeyOutlined,
};

export type MenuIconProps = Omit<SvgIconProps, 'name'> & { name: string | null };

/** A menu's icon by name; an unknown or missing name gets a neutral dot rather than nothing. */
export const MenuIcon = ({ name, ...props }: MenuIconProps) => {
  const Icon = (name && Object.hasOwn(icons, name) ? icons[name] : undefined) ?? CircleOutlined;
  return <Icon {...props} />;
};
