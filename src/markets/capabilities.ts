// The capability flags of spec §3, in the spec's order. Every market file sets
// every one of them; the schema rejects a missing or unknown flag.
export const capabilityFlags = [
  'can_post_facebook_wall',
  'can_display_html_meta_tags',
  'can_display_longtail',
  'offer_coding_partners',
  'can_search_engine_index',
  'can_use_marketing_mailinglists',
  'gdpr_compliance',
  'referralcandy',
  'local_blog',
  'about_imprint',
  'can_display_resource_center_link',
  'can_display_featured_partners_link',
  'print_partners',
  'print_job',
  'curebit',
  'can_use_stored_payment_devices',
  'hide_english_products',
] as const;

export type CapabilityFlag = (typeof capabilityFlags)[number];

export type Capabilities = Record<CapabilityFlag, boolean>;
