import { announcementListItemSchema } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { toAnnouncementListItem, type AnnouncementListRow } from './announcement-columns';
import type { PlaceNames } from './place-name-memory';

/** The names of one language, as the place-name memory hands them out. */
const names: PlaceNames = {
  city: (id) => ({ 1: 'Bakı', 2: 'Sumqayıt' })[id] ?? '',
  district: (id) => (id === 5 ? 'Nərimanov' : null),
  metroStation: (id) => (id === 3 ? 'Nəriman Nərimanov' : null),
};

const row = (phones: { phone1: string | null; phone2: string | null }): AnnouncementListRow => ({
  id: 7,
  title: '3 otaqlı mənzil',
  price: '185000.00',
  pricePerSqm: '2000.00',
  cityId: 1,
  districtId: 5,
  metroStationId: 3,
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
    const item = toAnnouncementListItem(row({ phone1: '+994501234567', phone2: null }), names);
    // Written field by field (no rest pattern): a field added to the schema must be added here.
    expect(Object.keys(item).sort()).toEqual(Object.keys(announcementListItemSchema.shape).sort());
    expect(announcementListItemSchema.parse(item)).toEqual(item);
    expect(item.createdAt).toBe('2026-11-30T08:15:00.000Z');
  });

  it('names its city, district and metro station by their ids, and none when it has none', () => {
    const item = toAnnouncementListItem(row({ phone1: null, phone2: null }), names);
    expect([item.cityName, item.districtName, item.metroStationName]).toEqual([
      'Bakı',
      'Nərimanov',
      'Nəriman Nərimanov',
    ]);
    const bare = toAnnouncementListItem(
      { ...row({ phone1: null, phone2: null }), cityId: 2, districtId: null, metroStationId: null },
      names,
    );
    expect([bare.cityName, bare.districtName, bare.metroStationName]).toEqual(['Sumqayıt', null, null]);
  });

  it.each([
    [{ phone1: '+994501234567', phone2: '+994551112233' }, ['+994501234567', '+994551112233']],
    [{ phone1: '+994501234567', phone2: null }, ['+994501234567']],
    [{ phone1: null, phone2: '+994551112233' }, ['+994551112233']],
    [{ phone1: null, phone2: null }, []],
  ])('lists the phones %j as %j, the first phone first', (phones, expected) => {
    expect(toAnnouncementListItem(row(phones), names).phones).toEqual(expected);
  });
});
