/**
 * Where the firm works, as the chat assistant and any page answering "do you cover X?" read it: the
 * towns with an area page (their villages and estates are on those pages), the other places the site
 * promises (the Newbury page's outlying villages, the north Hampshire villages of the service-area
 * list, and towns and villages within 10 miles of Reading town centre), and the towns beyond the area
 * that visitors ask about. Each has its postcode districts and its position (latitude and longitude,
 * to about a hundred metres), from which the distance to the firm's base is told.
 */
import type { AreaSlug } from "./areas";

export type Position = { lat: number; lon: number };

/** The firm's base, in Newbury. */
export const BASE = { name: "Newbury", lat: 51.4014, lon: -1.3231 } as const;
/** Reading town centre: every address within 10 miles of it is covered. */
export const READING_CENTRE = { lat: 51.4543, lon: -0.9781 } as const;
export const READING_RADIUS_MILES = 10;

/** The towns of the area pages, by slug. */
export const AREA_POSITIONS: Record<AreaSlug, Position> = {
  newbury: { lat: 51.4014, lon: -1.3231 },
  reading: { lat: 51.4543, lon: -0.9781 },
  thatcham: { lat: 51.4045, lon: -1.261 },
  "wash-common": { lat: 51.387, lon: -1.34 },
  greenham: { lat: 51.39, lon: -1.301 },
  shaw: { lat: 51.413, lon: -1.316 },
  speen: { lat: 51.407, lon: -1.35 },
  donnington: { lat: 51.417, lon: -1.331 },
  enborne: { lat: 51.393, lon: -1.375 },
  hungerford: { lat: 51.415, lon: -1.515 },
  kintbury: { lat: 51.404, lon: -1.446 },
  lambourn: { lat: 51.508, lon: -1.531 },
  pangbourne: { lat: 51.485, lon: -1.087 },
  tilehurst: { lat: 51.46, lon: -1.04 },
  calcot: { lat: 51.442, lon: -1.044 },
  burghfield: { lat: 51.41, lon: -1.045 },
  mortimer: { lat: 51.372, lon: -1.068 },
  tadley: { lat: 51.35, lon: -1.129 },
  whitchurch: { lat: 51.488, lon: -1.087 },
  theale: { lat: 51.437, lon: -1.075 },
  aldermaston: { lat: 51.383, lon: -1.15 },
  caversham: { lat: 51.47, lon: -0.975 },
  earley: { lat: 51.433, lon: -0.933 },
  woodley: { lat: 51.452, lon: -0.902 },
};

/**
 * The villages, estates and neighbourhoods an area page names as its own (in its text, not as a
 * landmark or a road), for the pages without a list of them: a visitor asking about one is told the
 * page's town covers it.
 */
export const AREA_VILLAGES: Partial<Record<AreaSlug, string[]>> = {
  donnington: ["Snelsmore", "Bagnor"],
  enborne: ["Enborne Row"],
  hungerford: ["Hungerford Newtown", "Chilton Foliat"],
  kintbury: ["Templeton"],
  tilehurst: ["Norcot", "Kentwood", "Little Heath"],
  calcot: ["Calcot Park"],
  burghfield: ["Burghfield Common", "Burghfield Bridge", "Pingewood"],
  mortimer: ["Stratfield Mortimer", "Mortimer Common", "Mortimer West End"],
  tadley: ["Pamber Heath", "Pamber", "Heath End", "Tadley Common"],
  whitchurch: ["Whitchurch Hill"],
  aldermaston: ["Aldermaston Wharf"],
  caversham: ["Lower Caversham", "Caversham Heights"],
  earley: ["Whiteknights", "Maiden Erlegh"],
};

export type GazetteerPlace = { name: string; districts: string[]; position?: Position };

/** Places the site promises beyond the area pages. */
export const OTHER_SERVED: GazetteerPlace[] = [
  { name: "West Berkshire", districts: [] },
  { name: "Hermitage", districts: ["RG18"], position: { lat: 51.45, lon: -1.27 } },
  { name: "Chieveley", districts: ["RG20"], position: { lat: 51.448, lon: -1.313 } },
  { name: "Burghclere", districts: ["RG20"], position: { lat: 51.337, lon: -1.333 } },
  { name: "Kingsclere", districts: ["RG20"], position: { lat: 51.324, lon: -1.243 } },
  { name: "Baughurst", districts: ["RG26"], position: { lat: 51.356, lon: -1.155 } },
  { name: "Silchester", districts: ["RG7"], position: { lat: 51.357, lon: -1.087 } },
  { name: "Wokingham", districts: ["RG40", "RG41"], position: { lat: 51.41, lon: -0.833 } },
  { name: "Winnersh", districts: ["RG41"], position: { lat: 51.431, lon: -0.877 } },
  { name: "Twyford", districts: ["RG10"], position: { lat: 51.477, lon: -0.863 } },
  { name: "Wargrave", districts: ["RG10"], position: { lat: 51.5, lon: -0.866 } },
  { name: "Sonning", districts: ["RG4"], position: { lat: 51.474, lon: -0.914 } },
  { name: "Shinfield", districts: ["RG2"], position: { lat: 51.41, lon: -0.948 } },
  { name: "Spencers Wood", districts: ["RG7"], position: { lat: 51.395, lon: -0.973 } },
  { name: "Three Mile Cross", districts: ["RG7"], position: { lat: 51.408, lon: -0.97 } },
  { name: "Arborfield", districts: ["RG2"], position: { lat: 51.4, lon: -0.9 } },
  { name: "Purley on Thames", districts: ["RG8"], position: { lat: 51.48, lon: -1.05 } },
  { name: "Goring", districts: ["RG8"], position: { lat: 51.522, lon: -1.137 } },
  { name: "Bradfield", districts: ["RG7"], position: { lat: 51.449, lon: -1.133 } },
  { name: "Sulhamstead", districts: ["RG7"], position: { lat: 51.416, lon: -1.092 } },
  { name: "Padworth", districts: ["RG7"], position: { lat: 51.39, lon: -1.13 } },
  { name: "Woolhampton", districts: ["RG7"], position: { lat: 51.396, lon: -1.175 } },
  { name: "Brimpton", districts: ["RG7"], position: { lat: 51.38, lon: -1.19 } },
  { name: "Bradfield Southend", districts: ["RG7"], position: { lat: 51.431, lon: -1.16 } },
  { name: "Henley-on-Thames", districts: ["RG9"], position: { lat: 51.536, lon: -0.901 } },
  { name: "Sonning Common", districts: ["RG4"], position: { lat: 51.518, lon: -0.97 } },
  // The villages of West Berkshire (the site covers the whole district) and of north Hampshire beside it.
  ...(
    [
      ["Cold Ash", "RG18", 51.43, -1.27],
      ["Ashmore Green", "RG18", 51.42, -1.283],
      ["Curridge", "RG18", 51.445, -1.283],
      ["Bucklebury", "RG7", 51.432, -1.204],
      ["Upper Bucklebury", "RG7", 51.416, -1.222],
      ["Chapel Row", "RG7", 51.424, -1.196],
      ["Stanford Dingley", "RG7", 51.44, -1.181],
      ["Beenham", "RG7", 51.417, -1.157],
      ["Midgham", "RG7", 51.398, -1.196],
      ["Englefield", "RG7", 51.443, -1.106],
      ["Yattendon", "RG18", 51.466, -1.203],
      ["Frilsham", "RG18", 51.456, -1.215],
      ["Hampstead Norreys", "RG18", 51.485, -1.236],
      ["Ashampstead", "RG8", 51.488, -1.166],
      ["Upper Basildon", "RG8", 51.497, -1.13],
      ["Streatley", "RG8", 51.523, -1.148],
      ["Aldworth", "RG8", 51.53, -1.2],
      ["Compton", "RG20", 51.516, -1.238],
      ["East Ilsley", "RG20", 51.53, -1.288],
      ["West Ilsley", "RG20", 51.536, -1.326],
      ["Beedon", "RG20", 51.497, -1.304],
      ["Peasemore", "RG20", 51.5, -1.343],
      ["Leckhampstead", "RG20", 51.497, -1.375],
      ["Chaddleworth", "RG20", 51.509, -1.418],
      ["Brightwalton", "RG20", 51.51, -1.385],
      ["Boxford", "RG20", 51.443, -1.387],
      ["Welford", "RG20", 51.463, -1.41],
      ["Wickham", "RG20", 51.446, -1.417],
      ["Stockcross", "RG20", 51.412, -1.385],
      ["Hamstead Marshall", "RG20", 51.39, -1.41],
      ["Inkpen", "RG17", 51.377, -1.478],
      ["Great Shefford", "RG17", 51.477, -1.447],
      ["East Garston", "RG17", 51.49, -1.481],
      ["Eastbury", "RG17", 51.498, -1.501],
      ["Upper Lambourn", "RG17", 51.528, -1.548],
      ["Highclere", "RG20", 51.33, -1.377],
      ["Ecchinswell", "RG20", 51.329, -1.283],
      ["Ufton Nervet", "RG7", 51.408, -1.108],
      ["Padworth Common", "RG7", 51.375, -1.12],
      ["Bucklebury Common", "RG7", 51.41, -1.2],
      ["Tidmarsh", "RG8", 51.455, -1.092],
      ["Sulham", "RG8", 51.465, -1.065],
      ["Lower Basildon", "RG8", 51.5, -1.12],
      ["Crookham Common", "RG19", 51.385, -1.24],
      ["Winterbourne", "RG20", 51.455, -1.34],
      ["Shefford Woodlands", "RG17", 51.45, -1.46],
      ["Lambourn Woodlands", "RG17", 51.48, -1.53],
      ["West Woodhay", "RG20", 51.37, -1.44],
    ] as const
  ).map(([name, district, lat, lon]) => ({ name, districts: [district], position: { lat, lon } })),
];

/**
 * Villages around Reading beyond West Berkshire: each is covered when it lies within 10 miles of
 * Reading town centre, on the edge (a postcode or a call decides) within half a mile of that, and
 * not covered beyond it.
 */
export const AROUND_READING: GazetteerPlace[] = (
  [
    ["Beech Hill", "RG7", 51.371, -0.985],
    ["Swallowfield", "RG7", 51.377, -0.951],
    ["Riseley", "RG7", 51.362, -0.968],
    ["Grazeley", "RG7", 51.393, -1.005],
    ["Mapledurham", "RG4", 51.485, -1.04],
    ["Kidmore End", "RG4", 51.508, -0.997],
    ["Peppard", "RG9", 51.53, -0.96],
    ["Binfield Heath", "RG9", 51.498, -0.93],
    ["Shiplake", "RG9", 51.507, -0.886],
    ["Charvil", "RG10", 51.468, -0.87],
    ["Hurst", "RG10", 51.44, -0.855],
    ["Sindlesham", "RG41", 51.416, -0.895],
    ["Barkham", "RG41", 51.398, -0.87],
    ["Finchampstead", "RG40", 51.36, -0.868],
    ["Eversley", "RG27", 51.352, -0.885],
    ["Woodcote", "RG8", 51.527, -1.07],
    ["Checkendon", "RG8", 51.545, -1.04],
    ["Stoke Row", "RG9", 51.553, -1.017],
    ["Stratfield Saye", "RG7", 51.35, -1.011],
    ["Heckfield", "RG27", 51.33, -0.955],
    ["Bramley", "RG26", 51.327, -1.061],
    ["Moulsford", "OX10", 51.55, -1.14],
  ] as const
).map(([name, district, lat, lon]) => ({ name, districts: [district], position: { lat, lon } }));

/** Towns visitors ask about that are beyond the area. */
export const OUTSIDE: GazetteerPlace[] = [
  { name: "Swindon", districts: ["SN1"], position: { lat: 51.556, lon: -1.78 } },
  { name: "Oxford", districts: ["OX1"], position: { lat: 51.752, lon: -1.258 } },
  { name: "Basingstoke", districts: ["RG21", "RG22", "RG23", "RG24"], position: { lat: 51.267, lon: -1.092 } },
  { name: "Andover", districts: ["SP10"], position: { lat: 51.211, lon: -1.492 } },
  { name: "Marlborough", districts: ["SN8"], position: { lat: 51.421, lon: -1.729 } },
  { name: "Wantage", districts: ["OX12"], position: { lat: 51.588, lon: -1.425 } },
  { name: "Didcot", districts: ["OX11"], position: { lat: 51.606, lon: -1.241 } },
  { name: "Abingdon", districts: ["OX14"], position: { lat: 51.671, lon: -1.279 } },
  { name: "Wallingford", districts: ["OX10"], position: { lat: 51.599, lon: -1.125 } },
  { name: "Bracknell", districts: ["RG12"], position: { lat: 51.416, lon: -0.749 } },
  { name: "Crowthorne", districts: ["RG45"], position: { lat: 51.37, lon: -0.792 } },
  { name: "Slough", districts: ["SL1"], position: { lat: 51.51, lon: -0.595 } },
  { name: "Windsor", districts: ["SL4"], position: { lat: 51.483, lon: -0.604 } },
  { name: "Maidenhead", districts: ["SL6"], position: { lat: 51.522, lon: -0.719 } },
  { name: "High Wycombe", districts: ["HP11"], position: { lat: 51.629, lon: -0.748 } },
  { name: "London", districts: [], position: { lat: 51.507, lon: -0.128 } },
  { name: "Winchester", districts: ["SO23"], position: { lat: 51.063, lon: -1.308 } },
  { name: "Southampton", districts: ["SO14"], position: { lat: 50.91, lon: -1.404 } },
  { name: "Salisbury", districts: ["SP1"], position: { lat: 51.069, lon: -1.795 } },
  { name: "Bristol", districts: ["BS1"], position: { lat: 51.455, lon: -2.588 } },
  { name: "Bath", districts: ["BA1"], position: { lat: 51.381, lon: -2.359 } },
  { name: "Guildford", districts: ["GU1"], position: { lat: 51.236, lon: -0.57 } },
  { name: "Farnborough", districts: ["GU14"], position: { lat: 51.293, lon: -0.755 } },
  { name: "Camberley", districts: ["GU15"], position: { lat: 51.336, lon: -0.742 } },
  { name: "Fleet", districts: ["GU51"], position: { lat: 51.283, lon: -0.842 } },
  { name: "Hook", districts: ["RG27"], position: { lat: 51.28, lon: -0.963 } },
  { name: "Overton", districts: ["RG25"], position: { lat: 51.243, lon: -1.26 } },
  { name: "Whitchurch Hampshire", districts: ["RG28"], position: { lat: 51.229, lon: -1.339 } },
  { name: "Devizes", districts: ["SN10"], position: { lat: 51.35, lon: -1.994 } },
  { name: "Marlow", districts: ["SL7"], position: { lat: 51.571, lon: -0.776 } },
  { name: "Witney", districts: ["OX28"], position: { lat: 51.785, lon: -1.485 } },
  { name: "Faringdon", districts: ["SN7"], position: { lat: 51.657, lon: -1.586 } },
  { name: "Thame", districts: ["OX9"], position: { lat: 51.745, lon: -0.975 } },
  { name: "Alton", districts: ["GU34"], position: { lat: 51.149, lon: -0.974 } },
  { name: "Blewbury", districts: ["OX11"], position: { lat: 51.571, lon: -1.232 } },
  { name: "Cholsey", districts: ["OX10"], position: { lat: 51.571, lon: -1.155 } },
  { name: "Oakley", districts: ["RG23"], position: { lat: 51.252, lon: -1.183 } },
  { name: "Sherfield on Loddon", districts: ["RG27"], position: { lat: 51.31, lon: -1.02 } },
];

/** Great-circle distance in miles (haversine; the Earth's mean radius, 3,958.8 miles). */
export function milesBetween(a: Position, b: Position) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}
