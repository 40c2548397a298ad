import sharp from 'sharp';
import type { CarColour, CarType } from '#domain/cars/car.ts';

/*
 * The demo catalogue's pictures (docs/decisions/102): a side view of each car drawn from its kind
 * and colour, made by the seed rather than shipped, so the repository holds no image files. A
 * 320 x 180 PNG of few colours weighs about 2 to 4 KB.
 */

const PAINT: Record<CarColour, { body: string; edge: string }> = {
  grey: { body: '#8b9096', edge: '#5f6469' },
  red: { body: '#c62f2f', edge: '#8a1d1d' },
  blue: { body: '#2f5fb3', edge: '#1d3d78' },
  white: { body: '#f4f4f2', edge: '#9a9c9e' },
  black: { body: '#2b2d30', edge: '#0f1011' },
};

/** Body outline and window of each kind, on a 320 x 180 canvas with the ground at y = 150. */
const SHAPES: Record<CarType, { body: string; window: string; wheels: [number, number] }> = {
  basic: {
    body: 'M28 130 Q30 104 62 100 L104 98 L136 68 Q148 60 170 60 L214 60 Q232 60 246 74 L270 98 Q296 102 296 120 L296 132 Z',
    window: 'M114 98 L142 72 Q150 66 168 66 L210 66 Q224 66 236 78 L256 98 Z',
    wheels: [84, 240],
  },
  sport: {
    body: 'M24 132 Q24 112 58 106 L120 100 L152 76 Q162 70 182 70 L220 72 Q238 74 256 92 L278 102 Q300 108 300 124 L298 134 Z',
    window: 'M130 100 L156 80 Q164 76 180 76 L216 78 Q230 80 244 94 L252 100 Z',
    wheels: [80, 246],
  },
  suv: {
    body: 'M26 132 L28 100 Q30 88 50 86 L84 84 L106 50 Q112 42 128 42 L238 42 Q254 42 262 56 L282 86 Q298 90 298 106 L296 132 Z',
    window: 'M96 84 L114 54 Q118 48 130 48 L234 48 Q246 48 252 58 L268 84 Z',
    wheels: [82, 242],
  },
  van: {
    body: 'M24 132 L24 96 Q26 78 46 72 L78 48 Q88 38 108 38 L282 38 Q298 38 298 56 L298 132 Z',
    window: 'M60 76 L86 54 Q94 46 110 46 L200 46 L200 80 L60 80 Z',
    wheels: [78, 248],
  },
  truck: {
    body: 'M24 132 L26 100 Q28 88 48 86 L80 84 L98 52 Q104 44 120 44 L176 44 L176 94 L298 94 L298 132 Z',
    window: 'M90 84 L106 56 Q110 50 122 50 L168 50 L168 84 Z',
    wheels: [80, 246],
  },
  commercial: {
    body: 'M22 132 L22 100 Q24 84 42 80 L70 56 Q80 44 98 42 L150 40 L300 40 L300 132 Z',
    window: 'M56 80 L78 60 Q86 52 100 50 L132 48 L132 82 L56 82 Z',
    wheels: [76, 250],
  },
};

const svgOf = (type: CarType, colour: CarColour) => {
  const { body, window, wheels } = SHAPES[type];
  const paint = PAINT[colour];
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="132" r="20" fill="#1f2124"/><circle cx="${x}" cy="132" r="9" fill="#b9bcc0"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
  <rect width="320" height="180" fill="#eef1f4"/>
  <ellipse cx="162" cy="152" rx="142" ry="8" fill="#d3d8dd"/>
  <path d="${body}" fill="${paint.body}" stroke="${paint.edge}" stroke-width="3" stroke-linejoin="round"/>
  <path d="${window}" fill="#bcd3e6" stroke="${paint.edge}" stroke-width="2" stroke-linejoin="round"/>
  ${wheel(wheels[0])}${wheel(wheels[1])}
</svg>`;
};

/** The PNG picture of a demo car of this kind and colour. */
export const drawDemoCar = async (type: CarType, colour: CarColour): Promise<Uint8Array> =>
  new Uint8Array(
    await sharp(Buffer.from(svgOf(type, colour)))
      .png({ compressionLevel: 9, palette: true, colours: 32 })
      .toBuffer(),
  );
