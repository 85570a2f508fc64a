import { render } from '@testing-library/react';
import type { RelayPoint } from '@nougaterie/contracts';
import RelayMapView from './RelayMapView.js';

jest.mock('leaflet/dist/leaflet.css?raw', () => ({ __esModule: true, default: '.leaflet-container{overflow:hidden}' }), { virtual: true });

const point = (id: string, name: string, latitude: number, longitude: number): RelayPoint => ({
  id,
  name,
  address: '1 place Neuve',
  zipcode: '84210',
  city: 'Saint-Didier',
  country: 'FR',
  opening_hours: [],
  latitude,
  longitude,
});

describe('RelayMapView', () => {
  it('draws one marker per point, brings its stylesheet once, and chooses a point on a click', () => {
    const onSelect = jest.fn();
    const relays = [point('R1', 'Tabac-Presse', 44.0047, 5.1108), point('R2', 'Épicerie', 44.01, 5.12)];
    const { container, rerender } = render(<RelayMapView relays={relays} selected={null} onSelect={onSelect} attribution="OpenStreetMap" />);
    const markers = container.querySelectorAll('path.leaflet-interactive');
    expect(markers).toHaveLength(2);
    expect(document.querySelectorAll('#nougaterie-leaflet-css')).toHaveLength(1);
    expect(container).toHaveTextContent('OpenStreetMap');

    markers[1].dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith('R2');

    // The chosen point stands out; a new search redraws the markers.
    rerender(<RelayMapView relays={relays} selected="R2" onSelect={onSelect} attribution="OpenStreetMap" />);
    expect(container.querySelectorAll('path.leaflet-interactive')[1].getAttribute('stroke-width')).toBe('3');
    rerender(<RelayMapView relays={[relays[0]]} selected="R2" onSelect={onSelect} attribution="OpenStreetMap" />);
    expect(container.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
  });
});
