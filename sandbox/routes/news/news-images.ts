import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { newsCategorySchema } from '@/api/schemas/stories';

import { sendApiError } from '../../http/api-errors';

/** Thumbnails are drawn, not stored: one per category and number, the same bytes every time. */
const paramsSchema = z.object({
  category: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(newsCategorySchema),
  file: z.string().regex(/^([1-9]\d?)\.svg$/),
});

const PALETTES: Record<z.infer<typeof newsCategorySchema>, readonly [string, string]> = {
  INDIAN_STOCKS: ['#0b5d4b', '#5fd3a8'],
  MUTUAL_FUNDS: ['#3d2c8d', '#b8a4ff'],
  US_STOCKS: ['#123a6b', '#7fb6ff'],
};
const LABELS: Record<z.infer<typeof newsCategorySchema>, string> = {
  INDIAN_STOCKS: 'IN',
  MUTUAL_FUNDS: 'MF',
  US_STOCKS: 'US',
};

/** A 160×160 tile: the category's colours, a price line shaped by `n`, and a short label. */
function newsImageSvg(category: z.infer<typeof newsCategorySchema>, n: number): string {
  const [dark, light] = PALETTES[category];
  const points = Array.from({ length: 7 }, (_, i) => {
    const y = 100 - ((n * (i + 3) * 37) % 60);
    return `${10 + i * 23},${y}`;
  }).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<rect width="160" height="160" rx="16" fill="${dark}"/>`,
    `<polyline points="${points}" fill="none" stroke="${light}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<text x="14" y="146" font-family="sans-serif" font-size="22" font-weight="700" fill="${light}">${LABELS[category]}</text>`,
    '</svg>',
  ].join('');
}

/**
 * `GET /news-images/:category/:n.svg`: the news thumbnails. Same origin (the CSP's `img-src 'self'`
 * allows them) and cacheable for a month, so the service worker's image cache can keep them and
 * the feed reads fully offline.
 */
export function registerNewsImageRoutes(app: FastifyInstance): void {
  app.get('/news-images/:category/:file', function newsImage(request, reply) {
    const parsed = paramsSchema.safeParse(request.params);
    if (!parsed.success) return sendApiError(reply, 404, 'NOT_FOUND', 'No such image');
    const n = Number.parseInt(parsed.data.file, 10);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=2592000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(newsImageSvg(parsed.data.category, n));
  });
}
