import { announcementListItemSchema } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { toAnnouncementListItem, type AnnouncementListRow } from './announcement-columns';

const row = (phones: { phone1: string | null; phone2: string | null }): AnnouncementListRow => ({
  id: 7,
  title: '3 otaqlı mənzil',
  price: '185000.00',
  pricePerSqm: '2000.00',
  cityId: 1,
  cityName: 'Bakı',
  districtId: 5,
  districtName: 'Nərimanov',
  metroStationId: 3,
  metroStationName: 'Nəriman Nərimanov',
  rooms: 3,
  stage: 4,
  stages: 9,
  area: '92.50',
  areaMeasureUnit: 1,
  addType: 'sell',
  propertyType: 1,
  ownerType: 'owner',
  ...phones,
  owner: 'Əli',
  color: null,
  baseUrl: null,
  organizationId: null,
  createdAt: new Date('2026-11-30T08:15:00.000Z'),
  isSold: false,
  inMyList: 'added',
  duplicateOf: null,
});

describe('a list row as the API answers it', () => {
  it('has exactly the fields of the list item schema, and passes it', () => {
    const item = toAnnouncementListItem(row({ phone1: '+994501234567', phone2: null }));
    // Written field by field (no rest pattern): a field added to the schema must be added here.
    expect(Object.keys(item).sort()).toEqual(Object.keys(announcementListItemSchema.shape).sort());
    expect(announcementListItemSchema.parse(item)).toEqual(item);
    expect(item.createdAt).toBe('2026-11-30T08:15:00.000Z');
  });

  it.each([
    [{ phone1: '+994501234567', phone2: '+994551112233' }, ['+994501234567', '+994551112233']],
    [{ phone1: '+994501234567', phone2: null }, ['+994501234567']],
    [{ phone1: null, phone2: '+994551112233' }, ['+994551112233']],
    [{ phone1: null, phone2: null }, []],
  ])('lists the phones %j as %j, the first phone first', (phones, expected) => {
    expect(toAnnouncementListItem(row(phones)).phones).toEqual(expected);
  });
});
