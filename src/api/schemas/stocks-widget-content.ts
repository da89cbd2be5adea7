import { z } from 'zod/mini';

/**
 * The stocks-widget's content answers (docs/product.md#stocks-widget-service): the equity sales page, the CAS
 * password form and the cross-sell bottom sheet. Re-exported by stocks-widget.ts, the service's contract.
 */

/** A link inside the app: always a relative path, never a foreign URL. */
const appPath = z.string().check(z.regex(/^\/(?![/\\])/));

/** A call to action: its button text and where it leads (a relative app path). */
const ctaSchema = z.object({ label: z.string(), navlink: appPath });

/** `GET /in-stocks/sales-page`: why to link brokers, for a customer with none (or to add more). */
export const salesPageSchema = z.object({
  has_linked_brokers: z.boolean(),
  brokers_count: z.int(),
  title: z.string(),
  subtitle: z.string(),
  benefits: z.array(z.object({ icon: z.string(), title: z.string(), body: z.string() })),
  depositories: z.array(
    z.object({ fip_id: z.string(), name: z.string(), depository: z.enum(['CDSL', 'NSDL']) }),
  ),
  primary_cta: ctaSchema,
  /** Tracking by CAS statement instead of the account aggregator. */
  secondary_cta: ctaSchema,
});

/** One field of a described form. `pattern` is slash-delimited (the product's regex check). */
const formFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['select', 'file', 'password', 'email', 'text']),
  required: z.boolean(),
  placeholder: z.nullable(z.string()),
  hint: z.nullable(z.string()),
  pattern: z.nullable(z.string()),
  accept: z.nullable(z.string()),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});

/** `GET /in-stocks/manual-password-form`: tracking a broker from a password-protected CAS PDF. */
export const manualPasswordFormSchema = z.object({
  title: z.string(),
  description: z.string(),
  fields: z.array(formFieldSchema),
  submit_label: z.string(),
  notes: z.array(z.string()),
});

/** Products a customer can track. */
const trackedProductSchema = z.enum(['SAVINGS', 'EQUITY', 'INSURANCE', 'CREDIT_CARD']);

/** `GET /cross-sell/tracking-bottomsheet`: offer tracking of a product not tracked yet. */
export const trackingBottomsheetSchema = z.object({
  show: z.boolean(),
  tracked_products: z.array(trackedProductSchema),
  offer: z.nullable(
    z.object({
      product: trackedProductSchema,
      title: z.string(),
      body: z.string(),
      bullets: z.array(z.string()),
      cta: ctaSchema,
      dismiss_label: z.string(),
    }),
  ),
});

export type FormField = z.infer<typeof formFieldSchema>;
export type TrackedProduct = z.infer<typeof trackedProductSchema>;
