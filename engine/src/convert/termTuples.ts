type Seven = readonly [string, string, string, string, string, string, string];

/** BT ids of a postal address, in order: line 1, line 2, line 3, city, post code, subdivision, country. */
export type AddressTerms = Seven;

/**
 * BT ids of an allowance or charge, in order: amount, base amount, percentage, VAT category, VAT rate, reason,
 * reason code ('' where the group has no such term).
 */
export type AllowanceChargeTerms = Seven;
