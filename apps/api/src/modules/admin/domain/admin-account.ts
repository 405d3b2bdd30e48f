/** Operator account names and passwords (the roles and the signed-in operator: core/auth/operator.ts). */
export const ADMIN_USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 128;
