import type { Distributor } from '@the-gate/contract/content';

const mapUrl = (address: string) => `https://maps.google.com/?q=${encodeURIComponent(address)}`;
const location = (area: string, address: string, phones: string[]) => ({
  area,
  address,
  phones,
  mapUrl: mapUrl(address),
});

/** The demo's shape: three distributors with 3, 4 and 4 Cairo-area locations (DIS-02). */
export const DISTRIBUTORS: Distributor[] = [
  {
    id: 1,
    name: 'Nile Scholar Bookshops',
    imageUrl: '/files/distributors/distributor-1.svg',
    description: 'A family-run chain of educational bookshops serving Cambridge schools in eastern Cairo.',
    tags: ['Books', 'Stationery'],
    locations: [
      location('Heliopolis', '14 Al-Ahram Street, Korba, Heliopolis, Cairo', ['+20 2 2417 5500', '+20 100 218 4473']),
      location('Nasr City', '27 Abbas El-Akkad Street, Nasr City, Cairo', ['+20 2 2263 1847']),
      location('Rehab', 'Shop 18, Commercial Market 2, Al-Rehab City, New Cairo', ['+20 2 2692 0315']),
    ],
  },
  {
    id: 2,
    name: 'Kalimat Books & Stationery',
    imageUrl: null,
    description: 'Independent bookshops in central Cairo and Giza stocking curriculum textbooks and fiction.',
    tags: ['Books'],
    locations: [
      location('Zamalek', '9 Brazil Street, Zamalek, Cairo', ['+20 2 2735 9021']),
      location('Dokki', '41 Tahrir Street, Dokki, Giza', ['+20 2 3761 4408', '+20 122 370 5516']),
      location('Mohandessin', '63 Gameat El-Dowal El-Arabia Street, Mohandessin, Giza', ['+20 2 3303 7762']),
      location('Maadi', '22 Road 9, Maadi, Cairo', ['+20 2 2358 1190']),
    ],
  },
  {
    id: 3,
    name: 'Horizon Educational Supplies',
    imageUrl: '/files/distributors/distributor-3.svg',
    description: "Stores in Cairo's new cities supplying international schools with revision guides.",
    tags: ['Revision Guides'],
    locations: [
      location('New Cairo', 'Shop 112, South 90th Street, Fifth Settlement, New Cairo', ['+20 2 2812 6634']),
      location('Sheikh Zayed', 'Building 5, Central Axis, Sheikh Zayed City, Giza', ['+20 2 3851 2270']),
      location('6th of October', 'Mall of Arabia, 6th of October City, Giza', ['+20 2 3827 4410']),
      location('Obour', 'Golf City Mall, Obour City, Qalyubia', ['+20 2 4610 8823']),
    ],
  },
];
