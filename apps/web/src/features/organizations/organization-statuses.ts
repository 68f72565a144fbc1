import { organizationStatuses, type OrganizationStatus } from '@emlak/contracts';

type ChipColor = 'success' | 'default' | 'warning' | 'info' | 'error';

/** Each status with its label key and the chip colour that tells it apart at a glance. */
const colors: Record<OrganizationStatus, ChipColor> = {
  active: 'success',
  activated: 'info',
  pending: 'warning',
  passive: 'default',
  deactivated: 'error',
};

export const statusOptions = organizationStatuses.map((value) => ({
  value,
  labelKey: `organizations.statuses.${value}`,
}));

export const statusColor = (status: OrganizationStatus): ChipColor => colors[status];
