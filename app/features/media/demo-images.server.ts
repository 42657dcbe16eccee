import sharp from "sharp";

const PALETTES: [string, string, string][] = [
  ["#3b6e8f", "#c9a66b", "#2d3a2e"],
  ["#5a4632", "#9fb7c9", "#1e2b3a"],
  ["#2f5d3a", "#d9d2c5", "#6b3b2a"],
];

// Images for the demo data, tests and benchmarks: drawn with sharp (gradients and shapes), never read from files.

/** A photo-like JPEG: gradients and shapes, `width` × `height`, optionally with EXIF (a camera and a GPS position). */
export async function photoJpeg(width = 1200, height = 900, { exif = false, quality = 90, variant = 0, grain = 0 } = {}) {
  const [from, to, shape] = PALETTES[variant % PALETTES.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="${shape}" opacity="0.7"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" fill="#8a8f94" opacity="0.8"/>
  </svg>`;
  let pipeline = sharp(Buffer.from(svg));
  if (grain > 0) {
    // Sensor-like noise, so that a camera-sized test photo compresses like a real one.
    const noise = await sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: grain } } }).png().toBuffer();
    pipeline = sharp(await pipeline.png().toBuffer()).composite([{ input: noise, blend: "overlay" }]);
  }
  pipeline = pipeline.jpeg({ quality });
  if (exif) {
    pipeline = pipeline.withExif({
      IFD0: { Make: "TestCam", Model: "Field 1", Copyright: "Engineer" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 24/1 3000/100", GPSLongitudeRef: "W", GPSLongitude: "1/1 19/1 2000/100" },
    });
  }
  return pipeline.toBuffer();
}

/** A signature-like PNG: a dark stroke on white. */
export async function signaturePng(width = 600, height = 200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>
    <path d="M20 ${height * 0.7} C ${width * 0.2} ${height * 0.1}, ${width * 0.3} ${height * 0.9}, ${width * 0.45} ${height * 0.4} S ${width * 0.7} ${height * 0.8}, ${width - 30} ${height * 0.3}" stroke="#111" stroke-width="5" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
