import { describe, expect, it } from 'vitest';
import { adMapBody, boxArea } from './map-area';
import { mapFiltersToQuery, mapSearchToParams, parseMapSearch, toggleRoomChip } from './map-search';

const parse = (address: string) => parseMapSearch(new URLSearchParams(address));

describe('the map address', () => {
  it('reads the filters, the selected place, the radius and the view, and writes them back', () => {
    const address =
      'deal=sell&type=1&rooms=2%2C5&priceMin=50000&priceMax=150000&lat=40.4028&lon=49.8706&place=N%C9%99rimanov+m.&r=1&at=40.40280%2C49.87060%2C14';
    const search = parse(address);
    expect(search).toEqual({
      filters: { deal: 'sell', propertyType: 1, rooms: [2, 5], priceMin: 50000, priceMax: 150000 },
      place: { lat: 40.4028, lon: 49.8706, display_name: 'Nərimanov m.' },
      radiusKm: 1,
      view: { lat: 40.4028, lon: 49.8706, zoom: 14 },
    });
    expect(mapSearchToParams(search).toString()).toBe(address);
  });

  it('leaves out what a hand-edited address cannot mean', () => {
    expect(
      parse(
        'deal=buy&type=9&rooms=0,7,x&priceMin=-5&priceMax=1e9&lat=91&lon=49.8&r=500&at=40.4,49.8,25&place=%00x',
      ),
    ).toEqual({
      filters: { deal: null, propertyType: null, rooms: [], priceMin: null, priceMax: null },
      place: null,
      radiusKm: null,
      view: null,
    });
  });

  it('keeps no radius without a place, and strips control characters from the name', () => {
    expect(parse('r=1').radiusKm).toBeNull();
    expect(parse('lat=40.4&lon=49.8&place=B%00ak%C4%B1%07').place?.display_name).toBe('Bakı');
  });

  it('sends the filters with the market names and the rooms as one set', () => {
    expect(
      mapFiltersToQuery({ deal: 'rent', propertyType: 2, rooms: [1, 3, 5], priceMin: 0, priceMax: null }),
    ).toEqual([
      { field: 'addType', operator: 'Equal', value: 'rent' },
      { field: 'propertyType', operator: 'Equal', value: 2 },
      { field: 'price', operator: 'GreaterThanOrEqual', value: 0 },
      { field: 'rooms', operator: 'Equal', value: '1,3,5+' },
    ]);
    expect(toggleRoomChip([3, 1], 2)).toEqual([1, 2, 3]);
    expect(toggleRoomChip([1, 2], 2)).toEqual([1]);
  });
});

describe('the area asked about', () => {
  it('cuts a zoomed-out view to the limits around Azerbaijan, which the server takes', () => {
    const area = boxArea({ west: -180, south: -85, east: 180, north: 85 }, 2.4);
    expect(area).toEqual({ kind: 'box', west: 43.7, south: 37.3, east: 51.9, north: 42.95, zoom: 2 });
    expect(adMapBody([], area)).not.toBeNull();
  });

  it('asks nothing for a box of no size (a map not laid out yet) or one outside Azerbaijan', () => {
    expect(adMapBody([], boxArea({ west: 49.8, south: 40.4, east: 49.8, north: 40.4 }, 10))).toBeNull();
    expect(adMapBody([], { kind: 'box', west: 10, south: 10, east: 11, north: 11, zoom: 10 })).toBeNull();
  });

  it('sends a circle as lat, lon and radiusKm within the contract', () => {
    expect(adMapBody([], { kind: 'circle', lat: 40.4, lon: 49.87, radiusKm: 2 })).toEqual({
      filters: [],
      lat: 40.4,
      lon: 49.87,
      radiusKm: 2,
    });
    expect(adMapBody([], { kind: 'circle', lat: 40.4, lon: 49.87, radiusKm: 51 })).toBeNull();
  });
});
