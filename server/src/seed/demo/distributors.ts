import type { DemoDistributor } from './types';

/** Demo bookshops that stock The Gate's printed books, with their Cairo-area branches. */
export const demoDistributors: DemoDistributor[] = [
  {
    name: 'Nile Scholar Bookshops',
    description:
      'A family-run chain of educational bookshops serving Cambridge and British-curriculum schools in eastern Cairo since 2009, with a dedicated Checkpoint English section.',
    tags: ['Books', 'Stationery', 'Exam Preparation'],
    locations: [
      {
        area: 'Heliopolis',
        address: '14 Al-Ahram Street, Korba, Heliopolis, Cairo',
        phones: ['+20 2 2417 5500', '+20 100 218 4473'],
        mapUrl: 'https://maps.google.com/?q=14%20Al-Ahram%20Street%2C%20Korba%2C%20Heliopolis%2C%20Cairo',
      },
      {
        area: 'Nasr City',
        address: '27 Abbas El-Akkad Street, Nasr City, Cairo',
        phones: ['+20 2 2263 1847'],
        mapUrl: 'https://maps.google.com/?q=27%20Abbas%20El-Akkad%20Street%2C%20Nasr%20City%2C%20Cairo',
      },
      {
        area: 'Rehab',
        address: 'Shop 18, Commercial Market 2, Al-Rehab City, New Cairo',
        phones: ['+20 2 2692 0315', '+20 111 604 2289'],
        mapUrl:
          'https://maps.google.com/?q=Shop%2018%2C%20Commercial%20Market%202%2C%20Al-Rehab%20City%2C%20New%20Cairo',
      },
    ],
  },
  {
    name: 'Kalimat Books & Stationery',
    description:
      'Independent bookshops in central Cairo and Giza stocking English-language fiction, curriculum textbooks and school supplies, with ordering for schools.',
    tags: ['Books', 'Stationery', 'School Supplies'],
    locations: [
      {
        area: 'Zamalek',
        address: '9 Brazil Street, Zamalek, Cairo',
        phones: ['+20 2 2735 9021'],
        mapUrl: 'https://maps.google.com/?q=9%20Brazil%20Street%2C%20Zamalek%2C%20Cairo',
      },
      {
        area: 'Dokki',
        address: '41 Tahrir Street, Dokki, Giza',
        phones: ['+20 2 3761 4408', '+20 122 370 5516'],
        mapUrl: 'https://maps.google.com/?q=41%20Tahrir%20Street%2C%20Dokki%2C%20Giza',
      },
      {
        area: 'Mohandessin',
        address: '63 Gameat El-Dowal El-Arabia Street, Mohandessin, Giza',
        phones: ['+20 2 3303 7762'],
        mapUrl: 'https://maps.google.com/?q=63%20Gameat%20El-Dowal%20El-Arabia%20Street%2C%20Mohandessin%2C%20Giza',
      },
      {
        area: 'Maadi',
        address: '22 Road 9, Maadi, Cairo',
        phones: ['+20 2 2358 1190', '+20 101 447 3025'],
        mapUrl: 'https://maps.google.com/?q=22%20Road%209%2C%20Maadi%2C%20Cairo',
      },
    ],
  },
  {
    name: 'Horizon Educational Supplies',
    description:
      "Modern bookshop and stationery stores in Cairo's new cities, supplying international schools with textbooks, revision guides and classroom resources.",
    tags: ['Books', 'Stationery', 'Revision Guides', 'School Orders'],
    locations: [
      {
        area: 'New Cairo',
        address: 'Shop 112, South 90th Street, Fifth Settlement, New Cairo',
        phones: ['+20 2 2812 6634', '+20 100 915 2248'],
        mapUrl:
          'https://maps.google.com/?q=Shop%20112%2C%20South%2090th%20Street%2C%20Fifth%20Settlement%2C%20New%20Cairo',
      },
      {
        area: 'Sheikh Zayed',
        address: 'Building 5, Central Axis, Sheikh Zayed City, Giza',
        phones: ['+20 2 3851 2270'],
        mapUrl: 'https://maps.google.com/?q=Building%205%2C%20Central%20Axis%2C%20Sheikh%20Zayed%20City%2C%20Giza',
      },
      {
        area: '6th of October',
        address: 'Shop 24, Al-Hosary Square, 6th of October City, Giza',
        phones: ['+20 2 3835 4419', '+20 127 288 6031'],
        mapUrl: 'https://maps.google.com/?q=Shop%2024%2C%20Al-Hosary%20Square%2C%206th%20of%20October%20City%2C%20Giza',
      },
      {
        area: 'Shorouk',
        address: 'Shop 3, Al-Shorouk Commercial Centre, Shorouk City, Cairo',
        phones: ['+20 112 530 7784'],
        mapUrl:
          'https://maps.google.com/?q=Shop%203%2C%20Al-Shorouk%20Commercial%20Centre%2C%20Shorouk%20City%2C%20Cairo',
      },
    ],
  },
];
